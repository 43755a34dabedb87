import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '@innov/platform';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandPage, loadIslandBoot } from '../src/island-pages.ts';

const BOOT = '/_islands/boot-BZDHUXGJ.js';
const BOOT_TAG = `<script type="module" src="${BOOT}"></script>`;
const ISLANDS = '<script type="application/json" id="__islands">{"newsletter":{}}</script>';

// Shortened from a production build of apps/web (who-we-are.html, index.html): the forms Next 15 writes.
const HEAD = [
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/6c596dfcddeca1e9-s.p.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/css/f731984ffd9d3bf7.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-67c5a1179c15de3a.js"/>',
  '<script src="/_next/static/chunks/87c73c54-09e1ba5c70e60a51.js" async=""></script>',
  '<script src="/_next/static/chunks/main-app-397d3b75f6df2308.js" async=""></script>',
  '<script src="/_next/static/chunks/app/(marketing)/who-we-are/page-840613a4faa79615.js" async=""></script>',
  '<script>(function(){var d=document.documentElement;d.dataset.mode="light"})()</script>',
  '<title>Who we are | Lumenfold</title><link rel="canonical" href="http://localhost:3000/who-we-are"/>',
  '<script src="/_next/static/chunks/polyfills-42372ed130431b0a.js" noModule=""></script>',
  '</head>',
].join('');
const BODY = [
  '<body><main id="main-content"><h1>Who we are</h1>',
  '<div data-island="newsletter" data-island-props="{}" style="display:contents"></div>',
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Lumenfold"}</script>',
  '</main>',
  ISLANDS,
  '<script src="/_next/static/chunks/webpack-67c5a1179c15de3a.js" id="_R_" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n8:I[67930,[\\"4219\\"],\\"default\\"]\\n"])</script>',
  '<script>self.__next_f.push([1,"28:\\"$2e:metadata\\"\\n"])</script>',
  '</body></html>',
].join('');

const strip = (html: string, ...parts: string[]) => parts.reduce((rest, part) => rest.replace(part, ''), html);

describe('islandPage', () => {
  it("takes Next's scripts, script preloads and RSC payload out of a real page and boots the islands instead", () => {
    const out = islandPage(HEAD + BODY, BOOT);
    expect(out).toBe(
      [
        '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>',
        '<link rel="preload" href="/_next/static/media/6c596dfcddeca1e9-s.p.woff2" as="font" crossorigin="" type="font/woff2"/>',
        '<link rel="stylesheet" href="/_next/static/css/f731984ffd9d3bf7.css" data-precedence="next"/>',
        '<script>(function(){var d=document.documentElement;d.dataset.mode="light"})()</script>',
        '<title>Who we are | Lumenfold</title><link rel="canonical" href="http://localhost:3000/who-we-are"/>',
        `${BOOT_TAG}</head>`,
        '<body><main id="main-content"><h1>Who we are</h1>',
        '<div data-island="newsletter" data-island-props="{}" style="display:contents"></div>',
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Lumenfold"}</script>',
        '</main>',
        ISLANDS,
        '</body></html>',
      ].join(''),
    );
  });

  it('leaves a page without the __islands element exactly as it is', () => {
    const page = strip(HEAD + BODY, ISLANDS);
    expect(islandPage(page, BOOT)).toBe(page);
    // Named only in text, or inside a comment, it does not opt the page in.
    const mentioned = page.replace('<h1>', `<h1>__islands<!--${ISLANDS}-->`);
    expect(islandPage(mentioned, BOOT)).toBe(mentioned);
  });

  it('finds the __islands element whatever the order of its attributes', () => {
    const page = (HEAD + BODY).replace(ISLANDS, `<script id='__islands' type="application/json">{}</script>`);
    expect(islandPage(page, BOOT)).toContain(BOOT_TAG);
  });

  it("removes Next's script tags and preloads whatever the order and form of their attributes", () => {
    const variants = [
      '<script async="" src="/_next/static/chunks/a-1.js"></script>',
      '<script nonce="Zm9v" src="/_next/static/chunks/b-2.js" crossorigin="anonymous" defer=""></script>',
      "<script noModule src='/_next/static/chunks/polyfills-3.js'></script>",
      '<SCRIPT SRC=/_next/static/chunks/c-4.js ASYNC></SCRIPT>',
      '<script src="/_next/static/chunks/d-5.js" async=""></script >',
      '<link href="/_next/static/chunks/e-6.js" as="script" rel="preload"/>',
      '<link rel="preload" fetchPriority="low" as="script" href="/_next/static/chunks/f-7.js">',
      '<link rel="modulepreload" href="/_next/static/chunks/g-8.js">',
      '<link href="/_next/static/chunks/h-9.js" rel="modulepreload" />',
      '<link rel=preload as=script href=/_next/static/chunks/i-10.js>',
    ];
    const page = HEAD.replace('</head>', `${variants.join('\n')}</head>`) + BODY;
    const out = islandPage(page, BOOT);
    for (const tag of variants) expect(out).not.toContain(tag);
    expect(out).toContain(`\n\n\n\n\n\n\n\n\n${BOOT_TAG}</head>`);
  });

  it('removes every inline form of the RSC payload and of the next/script queue', () => {
    const inline = [
      '<script>  (self.__next_f = self.__next_f || []).push([0])</script>',
      '<script nonce="Zm9v">self.__next_f.push([2,null])</script>',
      '<script>\nself.__next_f.push([1,"a:1\\n"])</script>',
      '<script id="analytics">(self.__next_s=self.__next_s||[]).push(["/vendor/a.js",{}])</script>',
      '<script type="text/javascript">self.__next_f.push([3,""])</script>',
    ];
    const out = islandPage(HEAD + BODY.replace('</body>', `${inline.join('')}</body>`), BOOT);
    for (const tag of inline) expect(out).not.toContain(tag);
  });

  it('keeps every other script and link', () => {
    const kept = [
      '<script src="/vendor/map.js" async=""></script>',
      '<script src="https://example.org/_next/static/chunks/x.js"></script>',
      '<link rel="preload" as="script" href="/vendor/map.js"/>',
      '<link rel="preload" as="style" href="/_next/static/css/a.css"/>',
      '<link rel="stylesheet" href="/_next/static/css/b.css"/>',
      '<script>window.dataLayer=[]</script>',
      // React's Suspense helpers, not Next's: they move a boundary's streamed content into place.
      '<script>$RC("B:1","S:1")</script>',
      '<script type="application/json" id="data">"self.__next_f.push("</script>',
    ];
    const page = HEAD + BODY.replace('</body>', `${kept.join('')}</body>`);
    const out = islandPage(page, BOOT);
    for (const tag of kept) expect(out).toContain(tag);
  });

  it('never touches text, comments, attribute values or raw text that only look like tags', () => {
    const article = [
      '<article><p>Load it with &lt;script src="/_next/static/chunks/x.js"&gt;&lt;/script&gt; in &lt;/head&gt;.</p>',
      '<pre><code>&lt;link rel="preload" as="script" href="/_next/a.js"&gt;</code></pre>',
      '<!-- <script src="/_next/static/chunks/commented.js"></script> -->',
      '<textarea><script src="/_next/static/chunks/typed.js"></script></textarea>',
      `<meta itemprop="example" content='<script src="/_next/static/chunks/attr.js"></script>'/>`,
      '</article>',
    ].join('');
    const page = HEAD + BODY.replace('</main>', `${article}</main>`);
    expect(islandPage(page, BOOT)).toContain(article);
  });

  it('puts the boot script before the real </head>, not one inside a script', () => {
    const page = HEAD.replace('<title>', '<script>var closing="</head>";</script><title>') + BODY;
    const out = islandPage(page, BOOT);
    expect(out).toContain('<script>var closing="</head>";</script>');
    expect(out.indexOf(BOOT_TAG)).toBe(out.indexOf('</head>', out.indexOf('<title>')) - BOOT_TAG.length);
    expect(out.split(BOOT_TAG)).toHaveLength(2);
  });

  it('leaves a page without a </head> as Next wrote it', () => {
    const page = (HEAD + BODY).replace('</head>', '');
    expect(islandPage(page, BOOT)).toBe(page);
  });

  it('escapes the boot URL for the attribute', () => {
    expect(islandPage(HEAD + BODY, '/_islands/a"b&c.js')).toContain(
      '<script type="module" src="/_islands/a&#34;b&#38;c.js"></script></head>',
    );
  });
});

describe('loadIslandBoot', () => {
  const dirs: string[] = [];
  const webDir = (manifest?: string, files: string[] = []) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'innov-islands-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'public/_islands'), { recursive: true });
    if (manifest !== undefined) writeFileSync(path.join(dir, 'public/_islands/manifest.json'), manifest);
    for (const file of files) writeFileSync(path.join(dir, 'public/_islands', file), 'export {}');
    return dir;
  };
  const logger = () => ({ warn: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn> };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('reads the boot script from the manifest of the islands build', () => {
    const log = logger();
    expect(loadIslandBoot(webDir('{"boot":"/_islands/boot-BZDHUXGJ.js"}', ['boot-BZDHUXGJ.js']), log)).toBe(
      '/_islands/boot-BZDHUXGJ.js',
    );
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('turns the rewrite off, with one warning, when there is no islands build or its boot script is missing', () => {
    const log = logger();
    expect(loadIslandBoot(webDir(), log)).toBeUndefined();
    expect(loadIslandBoot(webDir('{"boot":"/_islands/boot-BZDHUXGJ.js"}'), log)).toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('refuses a manifest whose boot script is not a file of the islands folder', () => {
    expect(() => loadIslandBoot(webDir('{"boot":"/_islands/../../secrets.js"}'))).toThrow();
    expect(() => loadIslandBoot(webDir('{"boot":"https://cdn.example/boot.js"}'))).toThrow();
  });
});
