// Next.js configuration of the web app. The app is served by the one-process server in packages/server
// (`next({ dir: 'apps/web' })`), which also sets the security headers (CSP) for every response.
import { IMAGE } from '@innov/contracts';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The shared contracts package is TypeScript source.
  transpilePackages: ['@innov/contracts'],
  poweredByHeader: false,
  // Build output folder; NEXT_DIST_DIR keeps parallel builds apart (scripts/start.mjs reads the same variable).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  images: {
    deviceSizes: IMAGE.deviceSizes,
    qualities: [IMAGE.quality],
  },
  // Next reserves the /500 route for its own static page; the public /500 page lives at /server-error.
  // (/404 needs nothing: it is an unknown path, so the not-found page answers it with status 404.)
  rewrites: async () => ({
    beforeFiles: [{ source: '/500', destination: '/server-error' }],
    afterFiles: [],
    fallback: [],
  }),
  // Biome lints the repository (`npm run lint`); Next's ESLint step is not used.
  eslint: { ignoreDuringBuilds: true },
  experimental: {
    // Import only the MUI modules a page uses.
    optimizePackageImports: ['@mui/material', '@mui/icons-material'],
  },
};

export default nextConfig;
