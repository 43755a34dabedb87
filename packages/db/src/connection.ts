// One database handle for the whole process: PGlite (embedded PostgreSQL) by default, a node-postgres pool
// when a DATABASE_URL is given. The same Drizzle schema, migrations and queries run on both.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { FolderInUseError, lockFolder } from './folder-lock.ts';
import { dropMigratedTemplate, readMigratedTemplate, writeMigratedTemplate } from './memory-template.ts';
import { migrate } from './migrate.ts';
import { ensurePrivateDir, PrivateNodeFS } from './private-files.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A parameterised SQL runner shared by both drivers; `text` uses $1, $2 … placeholders. */
export type RawQuery = <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  query: RawQuery;
  /** Runs `fn` inside one transaction on one connection, with its own raw runner. */
  transaction<T>(fn: (query: RawQuery) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The driver underneath, for libraries that bring their own adapter (the job queue). */
  native: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
}

export interface OpenOptions {
  /** postgres://… to use a PostgreSQL server; otherwise the embedded database is used. */
  url?: string;
  /** Folder for the embedded database; omitted means in memory (tests). */
  dataDir?: string;
  /** Pool size for a PostgreSQL server. */
  poolSize?: number;
  /**
   * In memory only: start from a copy of the migrated schema (memory-template.ts) instead of an empty database.
   * The integration tests start some hundred systems; this saves each one PGlite's initdb and the migrations.
   */
  migrated?: boolean;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 20)
    : openPglite(options.dataDir, Boolean(options.migrated && !options.dataDir));
}

async function openPglite(dataDir: string | undefined, migrated: boolean): Promise<Database> {
  let release: (() => void) | undefined;
  let dir: string | undefined;
  if (dataDir) {
    dir = path.resolve(dataDir, 'pg');
    ensurePrivateDir(dir);
    // PGlite is single-process: a second process on the same folder would corrupt it, so refuse clearly. A lock
    // whose process is gone (a crash, SIGKILL) is taken over at once, so a supervisor's restart comes straight up.
    try {
      release = lockFolder(`${dir}.lock`);
    } catch (error) {
      const owner = error instanceof FolderInUseError && error.owner ? ` (process ${error.owner.pid})` : '';
      throw new Error(
        `The embedded database in ${dir} is in use by another process${owner}. Stop it, or set DATA_DIR to another folder.`,
      );
    }
  }
  // A laptop-sized buffer pool: PGlite serves one process, and its default (128MB) costs idle memory for nothing.
  const options = { postgresqlconf: ['shared_buffers=16MB'] };
  let client: PGlite;
  let template = migrated ? readMigratedTemplate() : undefined;
  try {
    if (template) {
      client = await PGlite.create({ ...options, loadDataDir: template }).catch((error: unknown) => {
        // A torn or foreign archive: start empty and migrate, which writes a good one.
        template = undefined;
        dropMigratedTemplate();
        return PGlite.create(options).catch(() => Promise.reject(error));
      });
    } else client = await PGlite.create(dir ? { ...options, fs: new PrivateNodeFS(dir) } : options);
  } catch (error) {
    release?.();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const query: RawQuery = async (text, params) => (await client.query(text, params as unknown[])).rows as never;
  const database: Database = {
    kind: 'pglite',
    native: { kind: 'pglite', client },
    db,
    query,
    async transaction(fn) {
      return client.transaction(async (tx) => fn(async (text, params) => (await tx.query(text, params)).rows as never));
    },
    async ping() {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await client.close();
      release?.();
    },
  };
  if (migrated && !template) {
    await migrate(database);
    await writeMigratedTemplate(client);
  }
  return database;
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const client = await pool.connect();
  client.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const query: RawQuery = async (text, params) => (await pool.query(text, params)).rows;
  return {
    kind: 'postgres',
    native: { kind: 'postgres', url },
    db,
    query,
    async transaction(fn) {
      const c = await pool.connect();
      try {
        await c.query('begin');
        const result = await fn(async (text, params) => (await c.query(text, params)).rows);
        await c.query('commit');
        return result;
      } catch (error) {
        await c.query('rollback').catch(() => {});
        throw error;
      } finally {
        c.release();
      }
    },
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await pool.end();
    },
  };
}
