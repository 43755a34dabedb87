import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, loadMigrations, migrate, openDatabase, schema } from '../src/index.ts';
import { migratedTemplateFile } from '../src/memory-template.ts';
import { startTestPostgres, type TestPostgres } from './test-postgres.ts';

async function roundTrip(database: Database) {
  const [row] = await database.db
    .insert(schema.auditLog)
    .values({ action: 'test.round_trip', actor: 'tester', details: { n: 1, text: "it's" } })
    .returning();
  const found = await database.query<{ action: string; details: { n: number; text: string } }>(
    'select action, details from app.audit_log where id = $1',
    [row.id],
  );
  return found[0];
}

describe('migrations on the embedded database (PGlite, in memory)', () => {
  it('creates the identity and app schemas and tables, then is a no-op the second time', async () => {
    const database = await openDatabase();
    try {
      const first = await migrate(database);
      expect(first).toEqual(loadMigrations().map((m) => m.tag));
      expect(await migrate(database)).toEqual([]);
      const schemas = await database.query<{ nspname: string }>(
        "select nspname from pg_namespace where nspname in ('identity','app') order by nspname",
      );
      expect(schemas.map((s) => s.nspname)).toEqual(['app', 'identity']);
      expect(await roundTrip(database)).toEqual({ action: 'test.round_trip', details: { n: 1, text: "it's" } });
    } finally {
      await database.close();
    }
  });

  it('opens a migrated in-memory database from the kept archive, and replaces a torn archive', async () => {
    const applied = async (database: Database) =>
      (await database.query<{ tag: string }>('select tag from public.schema_migrations order by tag')).map(
        (r) => r.tag,
      );
    const all = loadMigrations().map((m) => m.tag);
    for (let round = 0; round < 3; round++) {
      // Round 1 may make the archive; round 2 loads it; before round 3 the archive is torn.
      if (round === 2) writeFileSync(migratedTemplateFile(), 'not an archive');
      const database = await openDatabase({ migrated: true });
      try {
        expect(await applied(database)).toEqual(all);
        expect(await migrate(database)).toEqual([]);
        expect(await roundTrip(database)).toEqual({ action: 'test.round_trip', details: { n: 1, text: "it's" } });
      } finally {
        await database.close();
      }
      // Each database is its own: what one wrote is not in the archive the next one starts from.
      expect(statSync(migratedTemplateFile()).size).toBeGreaterThan(1_000_000);
    }
    const again = await openDatabase({ migrated: true });
    try {
      expect(await again.query('select 1 from app.audit_log')).toEqual([]);
    } finally {
      await again.close();
    }
  });

  it('keeps data in a data folder across restarts and refuses a second process on the same folder', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'innov-db-'));
    try {
      const a = await openDatabase({ dataDir: dir });
      await migrate(a);
      await roundTrip(a);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another process/);
      await a.close();
      const b = await openDatabase({ dataDir: dir });
      expect(await migrate(b)).toEqual([]);
      const rows = await b.query<{ n: number }>('select count(*)::int as n from app.audit_log');
      expect(rows[0].n).toBe(1);
      await b.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('migrations on a PostgreSQL server', () => {
  let server: TestPostgres;
  beforeAll(async () => {
    server = await startTestPostgres();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('two processes migrating at once apply each migration exactly once', async () => {
    const [a, b] = await Promise.all([openDatabase({ url: server.url }), openDatabase({ url: server.url })]);
    try {
      const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
      const all = loadMigrations().map((m) => m.tag);
      // One of them did all the work, the other waited on the lock and found nothing to do.
      expect([...ra, ...rb].sort()).toEqual([...all].sort());
      expect(ra.length === 0 || rb.length === 0).toBe(true);
      expect(await roundTrip(a)).toEqual({ action: 'test.round_trip', details: { n: 1, text: "it's" } });
      expect(await b.ping()).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
