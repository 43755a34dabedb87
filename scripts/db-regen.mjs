#!/usr/bin/env node
// Development helper while no installation holds data: regenerates every migration after 0000_init as one
// `0001_schema` file from the current Drizzle schema. Once a release ships, add migrations with
// `npm run db:generate` instead and never rewrite an applied one.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'packages/db/migrations');
const journalPath = path.join(dir, 'meta/_journal.json');
const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
journal.entries = journal.entries.filter((e) => e.idx === 0);
writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);
for (const f of readdirSync(dir)) if (/^0(?!000)\d{3}_.*\.sql$/.test(f)) rmSync(path.join(dir, f));
for (const f of readdirSync(path.join(dir, 'meta')))
  if (/^0(?!000)\d{3}_snapshot\.json$/.test(f)) rmSync(path.join(dir, 'meta', f));
const r = spawnSync(
  'npx',
  ['drizzle-kit', 'generate', '--config', 'packages/db/drizzle.config.ts', '--name', 'schema'],
  { cwd: root, stdio: 'inherit' },
);
process.exit(r.status ?? 1);
