// The site's public origin for canonical URLs, Open Graph, the sitemap and robots.txt: PUBLIC_URL as the server
// reads it (packages/server/src/config.ts), else the local default.
export function siteUrl(): string {
  const port = process.env.PORT || '3000';
  return (process.env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
}

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}
