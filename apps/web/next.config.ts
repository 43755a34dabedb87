// Next.js configuration of the web app. The app is served by the one-process server in packages/server
// (`next({ dir: 'apps/web' })`), which also sets the security headers (CSP) for every response.
import { IMAGE } from '@innov/contracts';
import type { NextConfig } from 'next';

// The tabs of /resources (apps/web/modules/resources/lib/resource-types.ts).
const RESOURCE_TAB_SLUGS = 'press-releases|blogs|funding|events';

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
  // /401 and /500 are rewritten by the middleware, which gives them their status codes. (/404 needs nothing: it is
  // an unknown path, so the global not-found page answers it with status 404.)
  rewrites: async () => ({
    beforeFiles: [
      // Pages that read the data service are rendered on the first request (never at build time, when the data
      // service is not running) and then cached: each gets a dynamic segment with no build-time params. The
      // public URLs stay /pricing, /survey and /resources?defaultType=…&page=….
      { source: '/pricing', destination: '/pricing/plans' },
      { source: '/survey', destination: '/survey/active' },
      {
        source: '/resources',
        has: [
          { type: 'query', key: 'defaultType', value: `(?<type>${RESOURCE_TAB_SLUGS})` },
          { type: 'query', key: 'page', value: '(?<page>[1-9][0-9]{0,3})' },
        ],
        destination: '/resources/list/:type/:page',
      },
      {
        source: '/resources',
        has: [{ type: 'query', key: 'defaultType', value: `(?<type>${RESOURCE_TAB_SLUGS})` }],
        destination: '/resources/list/:type/1',
      },
      {
        source: '/resources',
        has: [{ type: 'query', key: 'page', value: '(?<page>[1-9][0-9]{0,3})' }],
        destination: '/resources/list/press-releases/:page',
      },
      { source: '/resources', destination: '/resources/list/press-releases/1' },
    ],
    afterFiles: [],
    fallback: [],
  }),
  // Biome lints the repository (`npm run lint`); Next's ESLint step is not used.
  eslint: { ignoreDuringBuilds: true },
  experimental: {
    // Import only the MUI modules a page uses.
    optimizePackageImports: ['@mui/material', '@mui/icons-material'],
    // Unknown paths render app/global-not-found.tsx (the 404 page in the site's frame) instead of the root
    // not-found page, whose tree Next would otherwise put into every page's payload.
    globalNotFound: true,
  },
};

export default nextConfig;
