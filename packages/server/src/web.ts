// Serves the Next.js web app (apps/web) from this process: production build by default, dev server on demand.

import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Logger } from '@innov/platform';
import type { WebApp } from './app.ts';
import { contentSecurityPolicy } from './http/security-headers.ts';
import { islandAssets } from './island-assets.ts';
import { inlineScriptHashes, islandPage, loadDocumentScripts, loadIslandBoot } from './island-pages.ts';
import { rewriteHtmlResponse } from './island-responses.ts';
import { dropNoFallbackErrorReports } from './next-log-filter.ts';
import { RenderedPageCache } from './rendered-pages.ts';
import { loadStaticPages, serveStaticPage } from './static-pages.ts';

export async function createWebApp(opts: {
  rootDir: string;
  dev: boolean;
  port: number;
  logger?: Logger;
  /** The object store's origin when files live in S3: pages upload to it and show its presigned images. */
  storeOrigin?: string;
}): Promise<WebApp> {
  const { storeOrigin } = opts;
  const { default: next } = await import('next');
  const dir = path.join(opts.rootDir, 'apps/web');
  dropNoFallbackErrorReports();
  const app = next({ dev: opts.dev, dir, port: opts.port, quiet: !opts.dev });
  await app.prepare();
  const handle = app.getRequestHandler();
  const upgrade = opts.dev ? app.getUpgradeHandler() : undefined;
  // Public pages that opt in to islands are sent without Next's client runtime, with the islands boot script
  // instead; the development server sends every page as Next writes it.
  const boot = opts.dev ? undefined : loadIslandBoot(dir, opts.logger);
  const rewrite = boot ? (html: string) => islandPage(html, boot) : undefined;
  // Pages Next streams get a nonce for its scripts (it reads the nonce from the request's CSP header) and the
  // hashes of the root document's constant scripts; pages held whole get their own inline scripts' hashes.
  const documentScripts = opts.dev ? undefined : loadDocumentScripts(dir, opts.logger);
  const islands = opts.dev ? undefined : islandAssets(path.join(dir, 'public/_islands'));
  const pages = opts.dev ? new Map() : loadStaticPages(dir, { rewrite });
  // Cached server renders (ISR pages) kept in memory; the development server caches nothing.
  const rendered = opts.dev ? undefined : new RenderedPageCache();
  return {
    async handle(req, res) {
      if (islands && (await islands(req, res))) return;
      if (await serveStaticPage(pages, req, res)) return;
      const key = rendered?.keyOf(req);
      if (rendered && key !== undefined) {
        if (await rendered.serve(key, req, res)) return;
        rendered.capture(key, req, res);
      }
      let nonce: string | undefined;
      if (documentScripts) {
        nonce = randomBytes(18).toString('base64');
        req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
        res.setHeader(
          'content-security-policy',
          contentSecurityPolicy(false, { nonce, hashes: documentScripts }, storeOrigin),
        );
      } else if (!opts.dev) {
        res.setHeader('content-security-policy', contentSecurityPolicy(false, { unsafeInline: true }, storeOrigin));
      }
      // Wrapped after the capture, so that what the capture sees, and keeps, is the page already rewritten.
      if (rewrite) {
        const policy = (html: string) =>
          contentSecurityPolicy(false, { nonce, hashes: inlineScriptHashes(html) }, storeOrigin);
        rewriteHtmlResponse(req, res, rewrite, { policy });
      }
      if (rendered && req.method === 'POST' && req.url === '/content-revalidation') {
        // Content changed: once Next has accepted the revalidation, forget every page held in memory.
        res.once('finish', () => {
          if (res.statusCode === 200) rendered.purge();
        });
      }
      await handle(req, res);
    },
    upgrade: upgrade ? (req, socket, head) => void upgrade(req, socket, head) : undefined,
    close: () => app.close(),
  };
}
