// Public pages that opt in to islands (they carry `<script type="application/json" id="__islands">`) are sent
// without Next's client runtime: its script tags, script preloads and RSC payload are taken out of the HTML and
// the islands boot script, which hydrates only the interactive parts, is put in their place.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '@innov/platform';
import { z } from 'zod';
import { scriptHash } from './http/security-headers.ts';

// One pass over the document, token by token (comments, raw-text elements, tags), so that nothing inside a
// comment, a script, a style, a textarea, a title or another tag's attributes is ever taken for a tag, and the text
// between tags is copied as it is. Attribute values may hold `>`.
const ATTRS = `(?:[^>"']|"[^"]*"|'[^']*')*`;
const END = String.raw`(?=[\s/>])`;
const TOKEN = new RegExp(
  [
    String.raw`<!--[\s\S]*?-->`,
    String.raw`<script${END}(${ATTRS})>([\s\S]*?)<\/script\s*>`,
    String.raw`<(style|textarea|title)${END}${ATTRS}>[\s\S]*?<\/\3\s*>`,
    `<link${END}(${ATTRS})>`,
    String.raw`<\/head\s*>`,
    String.raw`<[A-Za-z][^\s/>]*${ATTRS}>`,
  ].join('|'),
  'gi',
);
const ATTR = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

// How Next writes its RSC payload into the page and the queue of next/script's beforeInteractive scripts; all are
// read only by Next's client runtime. React's own inline helpers ($RB, $RV, $RC, $RS, $RX, $RT) are not among
// them: they move the content of a Suspense boundary that finished streaming (`<div hidden id="S:0">`) into its
// place (`<template id="B:0">`), without React's client; taken out, such content would stay hidden (it was the
// whole <main> of the home page while that streamed behind a Suspense boundary), so they stay.
const NEXT_INLINE = [/^\(self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)\.push\(/, /^self\.__next_f\.push\(/];
const NEXT_SCRIPT_QUEUE = 'self.__next_s';

/** The attributes of a tag, names lowercased; an attribute without a value is the empty string. */
function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTR)) {
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

const fromNext = (url: string | undefined) => url?.startsWith('/_next/') === true;

/** A classic script (no type, or a JavaScript one), as opposed to a data block such as JSON. */
function isClassicScript(attributes: Map<string, string>): boolean {
  const type = attributes.get('type')?.trim().toLowerCase();
  return !type || type === 'text/javascript' || type === 'application/javascript';
}

function isNextScript(attributes: Map<string, string>, content: string): boolean {
  if (attributes.has('src')) return fromNext(attributes.get('src'));
  if (!isClassicScript(attributes)) return false;
  const code = content.trimStart();
  return NEXT_INLINE.some((pattern) => pattern.test(code)) || code.includes(NEXT_SCRIPT_QUEUE);
}

function isIslandsData(attributes: Map<string, string>): boolean {
  return attributes.get('id') === '__islands' && attributes.get('type')?.trim().toLowerCase() === 'application/json';
}

/** `<link rel="preload" as="script">` or `<link rel="modulepreload">` for one of Next's chunks. */
function isNextScriptPreload(attributes: Map<string, string>): boolean {
  if (!fromNext(attributes.get('href'))) return false;
  const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && attributes.get('as')?.toLowerCase() === 'script');
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The CSP hash sources of every inline script the page runs (classic or module scripts without `src`; data blocks
 * such as JSON are not run and need none), found by the same pass over the document as the islands rewrite.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(TOKEN)) {
    const [, scriptAttrs, scriptContent] = match;
    if (scriptAttrs === undefined) continue;
    const attributes = attributesOf(scriptAttrs);
    const runs = isClassicScript(attributes) || attributes.get('type')?.trim().toLowerCase() === 'module';
    if (runs && !attributes.has('src')) hashes.add(scriptHash(scriptContent ?? ''));
  }
  return [...hashes];
}

/**
 * The page without Next's client runtime and with the islands boot script (`bootSrc`) at the end of <head>, when
 * it opts in to islands; any other page, or one without a </head> to put the boot script in, is returned as is.
 */
export function islandPage(html: string, bootSrc: string): string {
  if (!html.includes('__islands')) return html;
  let optedIn = false;
  let booted = false;
  const boot = `<script type="module" src="${escapeAttribute(bootSrc)}"></script>`;
  const rewritten = html.replace(
    TOKEN,
    (token, scriptAttrs?: string, scriptContent?: string, _rawText?: string, linkAttrs?: string) => {
      if (scriptAttrs !== undefined) {
        const attributes = attributesOf(scriptAttrs);
        if (isIslandsData(attributes)) optedIn = true;
        return isNextScript(attributes, scriptContent ?? '') ? '' : token;
      }
      if (linkAttrs !== undefined) return isNextScriptPreload(attributesOf(linkAttrs)) ? '' : token;
      if (/^<\/head/i.test(token) && !booted) {
        booted = true;
        return boot + token;
      }
      return token;
    },
  );
  return optedIn && booted ? rewritten : html;
}

const ZIslandsManifest = z.object({
  boot: z.string().regex(/^\/_islands\/[A-Za-z0-9._-]+\.js$/),
  /** The hash sources of the root document's constant inline scripts (the display-settings script). */
  documentScripts: z.array(z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/)).default([]),
});

export type IslandsManifest = z.infer<typeof ZIslandsManifest>;

/**
 * The URL of the islands boot script, from the manifest the islands build writes (`public/_islands/manifest.json`
 * in the web app), or undefined when there is no such build: pages are then served as Next writes them, since
 * taking Next's runtime out without a boot script to replace it would leave them inert.
 */
export function loadIslandBoot(webDir: string, logger?: Logger): string | undefined {
  const manifestPath = path.join(webDir, 'public/_islands/manifest.json');
  if (!existsSync(manifestPath)) {
    logger?.warn({ manifest: manifestPath }, 'no islands build: public pages keep Next’s client runtime');
    return undefined;
  }
  const { boot } = ZIslandsManifest.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
  if (!existsSync(path.join(webDir, 'public', boot))) {
    logger?.warn(
      { manifest: manifestPath, boot },
      'islands boot script missing: public pages keep Next’s client runtime',
    );
    return undefined;
  }
  return boot;
}

/**
 * The hash sources of the root document's constant inline scripts, from the same manifest; undefined when the
 * build wrote none (then pages streamed by Next cannot be held to a nonce, and keep inline scripts allowed).
 */
export function loadDocumentScripts(webDir: string, logger?: Logger): string[] | undefined {
  const manifestPath = path.join(webDir, 'public/_islands/manifest.json');
  const hashes = existsSync(manifestPath)
    ? ZIslandsManifest.parse(JSON.parse(readFileSync(manifestPath, 'utf8'))).documentScripts
    : [];
  if (hashes.length) return hashes;
  logger?.warn({ manifest: manifestPath }, 'no document script hashes: streamed pages allow inline scripts');
  return undefined;
}
