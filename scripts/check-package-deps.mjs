// Part of `npm run walls`: every workspace package declares, in its own package.json, each of our @innov/*
// packages that its files import (dependency-cruiser resolves workspace packages through their symlinks and
// cannot tell a declared one from an undeclared one). Exits 1 listing the undeclared imports.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const folders = workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? readdirSync(path.join(root, pattern.slice(0, -2))).map((d) => path.join(pattern.slice(0, -2), d))
    : [pattern],
);
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"](@innov\/[a-z0-9-]+)/g;
const SKIP = new Set(['node_modules', '.next', 'dist', 'public']);

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.next')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sources(full);
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(name)) yield full;
  }
}

const problems = [];
for (const folder of folders) {
  const pkgFile = path.join(root, folder, 'package.json');
  let pkg;
  try {
    pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  } catch {
    continue;
  }
  const declared = new Set([pkg.name, ...Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })]);
  for (const file of sources(path.join(root, folder))) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!declared.has(name))
        problems.push(`${path.relative(root, file)} imports ${name}, not declared in ${folder}/package.json`);
    }
  }
}
if (problems.length) {
  console.error(`undeclared package imports:\n  ${[...new Set(problems)].join('\n  ')}`);
  process.exit(1);
}
console.log(`✔ every workspace package declares the @innov packages it imports (${folders.length} packages)`);
