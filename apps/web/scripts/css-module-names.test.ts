// The islands script names CSS module classes itself; every name must be the one Next gave the same class, or an
// island would lose its styles the moment it re-renders.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCssModuleLocalIdent } from 'next/dist/build/webpack/config/blocks/css/loaders/getCssModuleLocalIdent.js';
import { describe, expect, it } from 'vitest';
import { classNames, localIdent } from './css-module-names.mjs';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function cssModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssModules(full);
    return entry.name.endsWith('.module.css') ? [full] : [];
  });
}

describe('CSS module class names', () => {
  it('are the names Next gives every class of every module of the web app', () => {
    const modules = cssModules(path.join(webDir, 'modules'));
    expect(modules.length).toBeGreaterThan(10);
    let checked = 0;
    for (const file of modules) {
      const relativePath = path.relative(webDir, file).split(path.sep).join('/');
      for (const name of classNames(readFileSync(file, 'utf8'))) {
        const next = getCssModuleLocalIdent({ rootContext: webDir, resourcePath: file }, undefined, name, {});
        expect(localIdent(relativePath, name), `${relativePath} .${name}`).toBe(next);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('reads class names from selectors, not from comments, strings or numbers', () => {
    const css = `/* .commented */ .card > .title:hover, .a-b_c { margin: .5rem; background: url("x.png"); }
      @media (min-width: 600px) { .card { content: '.quoted'; } }`;
    expect(classNames(css).sort()).toEqual(['a-b_c', 'card', 'title']);
  });
});
