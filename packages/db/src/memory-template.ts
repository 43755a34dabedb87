// The migrated schema of an in-memory database, kept as a PGlite data-folder archive in the temporary folder: an
// in-memory database (the integration tests') loads it in under a second, where PGlite's initdb and the migrations
// take about four. Its name carries PGlite's version and the migrations' hashes, so any change makes a new one.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { loadMigrations } from './migrate.ts';

let file: string | undefined;

/** Where the archive for these migrations and this PGlite is kept. */
export function migratedTemplateFile(): string {
  if (!file) {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const pglite = readFileSync(
      path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json'),
    );
    const key = createHash('sha256')
      .update(pglite)
      .update(JSON.stringify(loadMigrations().map((m) => [m.tag, m.hash])))
      .digest('hex')
      .slice(0, 24);
    file = path.join(os.tmpdir(), `innov-pglite-migrated-${key}.tar`);
  }
  return file;
}

/** The archive, if one was written for these migrations. */
export function readMigratedTemplate(): Blob | undefined {
  try {
    return new Blob([readFileSync(migratedTemplateFile())]);
  } catch {
    return undefined;
  }
}

/** Forgets an archive that would not load. */
export function dropMigratedTemplate(): void {
  rmSync(migratedTemplateFile(), { force: true });
}

/** Keeps `client`'s data folder (just migrated, nothing else) for the next in-memory database. */
export async function writeMigratedTemplate(client: PGlite): Promise<void> {
  const target = migratedTemplateFile();
  // Written aside and renamed: processes starting together each write a whole archive, and the last rename wins.
  const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(temporary, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()), { mode: 0o600 });
    renameSync(temporary, target);
  } catch {
    rmSync(temporary, { force: true }); // no archive this time: the next in-memory database migrates again
  }
}
