// The framework floor for the Lighthouse benchmark: a Next app with nothing of ours in it (no CSS, fonts,
// providers or client components), built with the same Next and React as apps/web. What it scores on a given
// machine is the most a page that ships Next's client runtime can score there.
export const metadata = {
  title: 'Framework floor',
  description: 'A bare Next.js page, the reference the public pages are measured against.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
