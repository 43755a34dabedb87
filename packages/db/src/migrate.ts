// Applies the committed SQL migrations (written by drizzle-kit) in order, each once, under a lock so that
// two processes starting together never both migrate.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './connection.ts';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

// Arbitrary constant: the key of the session-level advisory lock that serialises migrators.
const MIGRATION_LOCK_KEY = 727_240_001;

interface Migration {
  tag: string;
  hash: string;
  statements: string[];
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => {
      const sql = readFileSync(path.join(dir, `${tag}.sql`), 'utf8');
      return {
        tag,
        hash: createHash('sha256').update(sql).digest('hex'),
        statements: sql
          .split('--> statement-breakpoint')
          .map((s) => s.trim())
          .filter(Boolean),
      };
    });
}

/** Returns the tags it applied (empty when the database was already up to date). */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = loadMigrations(dir);
  return database.transaction(async (query) => {
    // Transaction-scoped: released at commit or rollback, even if this process dies.
    await query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await query(
      `create table if not exists public.schema_migrations (
         tag text primary key,
         hash text not null,
         applied_at timestamptz not null default now()
       )`,
    );
    const rows = await query<{ tag: string; hash: string }>('select tag, hash from public.schema_migrations');
    const done = new Map(rows.map((r) => [r.tag, r.hash]));
    const applied: string[] = [];
    for (const m of migrations) {
      const known = done.get(m.tag);
      if (known) {
        if (known !== m.hash) throw new Error(`Migration ${m.tag} was changed after it was applied; add a new one.`);
        continue;
      }
      for (const statement of m.statements) await query(statement);
      await query('insert into public.schema_migrations (tag, hash) values ($1, $2)', [m.tag, m.hash]);
      applied.push(m.tag);
    }
    return applied;
  });
}
