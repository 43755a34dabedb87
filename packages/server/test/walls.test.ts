// The walls between packages are enforced by `npm run walls` (part of `npm run lint`): a fixture workspace with
// the same package names and the project's own rules shows it passes a clean layout and fails a crossing import
// and a circle that spans packages.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');
let dir: string | undefined;

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** What each package declares by default: exactly what its base file imports. */
const DECLARED: Record<string, string[]> = {
  'packages/platform': ['db'],
  'services/identity': ['platform'],
  'services/data': ['platform'],
  'packages/server': ['data', 'identity'],
};

/** A workspace with our packages' names and one file each; `files` adds or replaces sources. */
function workspace(files: Record<string, string>, declared: Record<string, string[]> = DECLARED): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'innov-walls-'));
  const packages = {
    'packages/db': 'db',
    'packages/contracts': 'contracts',
    'packages/platform': 'platform',
    'packages/server': 'server',
    'services/identity': 'identity',
    'services/data': 'data',
  };
  const base: Record<string, string> = {
    'packages/db/src/index.ts': 'export const db = 1;\n',
    'packages/contracts/src/index.ts': 'export const contracts = 1;\n',
    'packages/platform/src/index.ts': "import { db } from '@innov/db';\nexport const platform = db;\n",
    'services/identity/src/index.ts':
      "import { platform } from '@innov/platform';\nexport const identity = platform;\n",
    'services/data/src/index.ts': "import { platform } from '@innov/platform';\nexport const data = platform;\n",
    'packages/server/src/index.ts':
      "import { data } from '@innov/data';\nimport { identity } from '@innov/identity';\nexport const server = [data, identity];\n",
  };
  for (const [file, text] of Object.entries({ ...base, ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  mkdirSync(path.join(dir, 'node_modules/@innov'), { recursive: true });
  for (const [folder, name] of Object.entries(packages)) {
    writeFileSync(
      path.join(dir, folder, 'package.json'),
      JSON.stringify({
        name: `@innov/${name}`,
        type: 'module',
        exports: { '.': './src/index.ts', './*': './src/*.ts' },
        dependencies: Object.fromEntries((declared[folder] ?? []).map((d) => [`@innov/${d}`, '0.0.0'])),
      }),
    );
    symlinkSync(path.join(dir, folder), path.join(dir, 'node_modules/@innov', name));
  }
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ workspaces: ['packages/*', 'services/*'] }));
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true },
    }),
  );
  return dir;
}

function walls(cwd: string) {
  const r = spawnSync(
    depcruise,
    ['-c', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'err', 'packages', 'services'],
    {
      cwd,
      encoding: 'utf8',
    },
  );
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

function declarations(cwd: string) {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/check-package-deps.mjs'), cwd], { encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('npm run walls', () => {
  it('passes when every package declares the packages it imports, and fails naming an undeclared one', () => {
    expect(declarations(workspace({})).status).toBe(0);
    const r = declarations(workspace({}, { ...DECLARED, 'services/data': [] }));
    expect(r.status).toBe(1);
    expect(r.out).toContain(
      'services/data/src/index.ts imports @innov/platform, not declared in services/data/package.json',
    );
  });

  it('passes the layered layout', () => {
    const r = walls(workspace({}));
    expect(r.out).toContain('no dependency violations');
    expect(r.status).toBe(0);
  });

  it('fails when the data service imports the identity service', () => {
    const r = walls(
      workspace({
        'services/data/src/index.ts':
          "import { identity } from '@innov/identity';\nimport { platform } from '@innov/platform';\nexport const data = [platform, identity];\n",
      }),
    );
    expect(r.status).not.toBe(0);
    expect(r.out).toContain('data-not-identity');
  });

  it('fails when a package reaches into another by a relative path', () => {
    const r = walls(
      workspace({ 'services/identity/src/extra.ts': "export { data } from '../../data/src/index.ts';\n" }),
    );
    expect(r.status).not.toBe(0);
    expect(r.out).toContain('no-reaching-into-packages');
  });

  it('fails on an import circle that spans packages', () => {
    const r = walls(
      workspace({
        'packages/platform/src/index.ts':
          "import { db } from '@innov/db';\nexport const platform = db;\nexport { server } from '@innov/server';\n",
      }),
    );
    expect(r.status).not.toBe(0);
    expect(r.out).toContain('no-cross-package-circle');
  });
});
