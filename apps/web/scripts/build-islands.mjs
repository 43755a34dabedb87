// Builds the islands script of the public pages (modules/islands/boot.tsx) into public/_islands/, with
// preact/compat in place of React, plain anchors for next/link, the page's address for next/navigation, and CSS
// module class names computed exactly as Next computes them, so the islands hydrate the markup Next rendered.
// Writes public/_islands/manifest.json ({ boot, documentScripts }), which the server reads to put the script into public pages.
// `buildIslands({ outDir })` builds elsewhere (a temporary folder) to measure the chunks without touching the app.
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { classNames, localIdent } from './css-module-names.mjs';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultOutDir = path.join(webDir, 'public/_islands');
const islandsDir = path.join(webDir, 'modules/islands');

const cssModules = {
  name: 'next-css-modules',
  setup(build) {
    build.onLoad({ filter: /\.module\.css$/ }, async (args) => {
      const relativePath = path.relative(webDir, args.path).split(path.sep).join('/');
      const names = classNames(await readFile(args.path, 'utf8'));
      const map = Object.fromEntries(names.map((name) => [name, localIdent(relativePath, name)]));
      return { contents: `export default ${JSON.stringify(map)};`, loader: 'js' };
    });
  },
};

const alias = {
  name: 'islands-alias',
  setup(build) {
    const to = (file) => ({ path: path.join(islandsDir, file) });
    build.onResolve({ filter: /^next\/link$/ }, () => to('shims/next-link.tsx'));
    build.onResolve({ filter: /^next\/navigation$/ }, () => to('shims/next-navigation.ts'));
    build.onResolve({ filter: /^@mui\/material-nextjs\/v15-appRouter$/ }, () => to('shims/mui-app-router-cache.tsx'));
    build.onResolve({ filter: /^next(\/|$)/ }, (args) => ({
      errors: [{ text: `${args.path} has no islands equivalent (imported by ${args.importer})` }],
    }));
  },
};

/**
 * The CSP hash sources of the inline scripts every page's <head> carries (the display-settings script,
 * modules/settings/lib/settings-script.ts): constant text, so the server can allow them on pages it streams with a
 * nonce, where Next stamps only its own scripts.
 */
async function documentScriptHashes() {
  const bundled = await esbuild.build({
    stdin: {
      contents: "export { settingsScript } from './modules/settings/lib/settings-script.ts';",
      resolveDir: webDir,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'warning',
    absWorkingDir: webDir,
  });
  const source = bundled.outputFiles[0].text;
  const { settingsScript } = await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
  return [`sha256-${createHash('sha256').update(settingsScript(), 'utf8').digest('base64')}`];
}

/**
 * Builds the islands into `outDir` (emptied first) and writes its manifest. Returns the manifest and each output
 * file's size in bytes.
 */
export async function buildIslands({ outDir = defaultOutDir } = {}) {
  await rm(outDir, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: { boot: path.join(islandsDir, 'boot.tsx') },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2022'],
    platform: 'browser',
    minify: true,
    outdir: outDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    jsx: 'automatic',
    jsxImportSource: 'react',
    alias: {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      'react-dom/client': 'preact/compat/client',
      'react/jsx-runtime': 'preact/jsx-runtime',
      'react/jsx-dev-runtime': 'preact/jsx-runtime',
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [alias, cssModules],
    logLevel: 'warning',
    // 'use client' directives mean nothing here; theme-augmentation.ts imports MUI's styles for its types only.
    logOverride: { 'unsupported-directive': 'silent', 'ignored-bare-import': 'silent' },
    absWorkingDir: webDir,
  });

  const boot = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint?.endsWith('boot.tsx'));
  if (!boot) throw new Error('The islands build wrote no boot script.');
  const manifest = { boot: `/_islands/${path.basename(boot[0])}`, documentScripts: await documentScriptHashes() };
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest)}\n`);
  const sizes = Object.fromEntries(
    Object.entries(result.metafile.outputs).map(([file, output]) => [path.basename(file), output.bytes]),
  );
  return { manifest, sizes, metafile: result.metafile };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { manifest, sizes } = await buildIslands();
  const lines = Object.entries(sizes).map(([file, bytes]) => `${file} ${bytes}`);
  console.log(`islands: ${manifest.boot}\n  ${lines.join('\n  ')}`);
}
