import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, needsOpenerIsolation, scriptHash } from '../src/http/security-headers.ts';
import { inlineScriptHashes } from '../src/island-pages.ts';

describe('Cross-Origin-Opener-Policy scope', () => {
  it('isolates the account pages and every service route', () => {
    for (const path of ['/auth', '/auth/login', '/dashboard', '/dashboard/account']) {
      expect(needsOpenerIsolation(path, false)).toBe(true);
    }
    for (const path of ['/oauth2/authorize', '/login', '/newsletter/confirm', '/graphql']) {
      expect(needsOpenerIsolation(path, true)).toBe(true);
    }
  });

  it('leaves the public pages without it, including look-alike paths', () => {
    for (const path of ['/', '/pricing', '/resources/some-id', '/authors', '/dashboards-guide', '/_next/static/x.js']) {
      expect(needsOpenerIsolation(path, false)).toBe(false);
    }
  });
});

describe('content security policy for scripts', () => {
  const scriptSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';

  it('allows no inline script by default, and never unsafe-inline or eval outside the development server', () => {
    expect(scriptSrc(contentSecurityPolicy(false))).toBe("script-src 'self'");
    const page = scriptSrc(contentSecurityPolicy(false, { nonce: 'abc123', hashes: ['sha256-x', 'sha256-x'] }));
    expect(page).toBe("script-src 'self' 'nonce-abc123' 'sha256-x'");
    expect(page).not.toContain('unsafe');
    expect(scriptSrc(contentSecurityPolicy(true))).toContain("'unsafe-eval'");
  });

  it('hashes each inline script a page runs, as the browser does, and no data block or external script', () => {
    const html = [
      '<html><head><script>document.documentElement.dataset.x="é"</script>',
      '<script type="application/json" id="__islands">{"a":1}</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script src="/_next/static/chunk.js" async=""></script>',
      '<!-- <script>commented()</script> -->',
      '</head><body><script type="module">import("/x.js")</script><script>$RC("B:0","S:0")</script></body></html>',
    ].join('');
    expect(inlineScriptHashes(html).sort()).toEqual(
      [
        scriptHash('document.documentElement.dataset.x="é"'),
        scriptHash('import("/x.js")'),
        scriptHash('$RC("B:0","S:0")'),
      ].sort(),
    );
    // The browser's hash: SHA-256 over the script text's UTF-8 bytes, base64.
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });
});

describe('content security policy for files in S3', () => {
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('lets pages upload to, and show images and media from, the object store’s origin, and nothing else', () => {
    const store = 'https://innov-files.s3.eu-west-2.amazonaws.com';
    const policy = contentSecurityPolicy(false, { nonce: 'n' }, store);
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ws: wss: ${store}`);
    expect(directive(policy, 'img-src')).toBe(`img-src 'self' data: blob: ${store}`);
    expect(directive(policy, 'media-src')).toBe(`media-src 'self' ${store}`);
    expect(directive(policy, 'script-src')).not.toContain(store);
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    // Files on disk are on the site's own origin.
    expect(directive(contentSecurityPolicy(false), 'connect-src')).toBe("connect-src 'self' ws: wss:");
    expect(directive(contentSecurityPolicy(false), 'img-src')).toBe("img-src 'self' data: blob:");
  });
});
