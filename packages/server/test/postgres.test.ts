import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestPostgres, type TestPostgres } from '@innov/db/test-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, loadConfig, MAIL_JOB, startSystem } from '../src/index.ts';

describe('DATABASE_URL runs the same system on a PostgreSQL server', () => {
  let pg: TestPostgres;
  let dir: string;
  beforeAll(async () => {
    pg = await startTestPostgres();
    dir = mkdtempSync(path.join(os.tmpdir(), 'innov-pgsys-'));
  });
  afterAll(async () => {
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('migrates, reports ready, and keeps data across restarts', async () => {
    const config = loadConfig({ PORT: '0', DATA_DIR: dir, DATABASE_URL: pg.url });
    const logger = createLogger('silent');
    const a = await startSystem({ config, logger, web: false, services: [] });
    expect(a.database.kind).toBe('postgres');
    expect(await (await fetch(`${a.url}/readyz`)).json()).toMatchObject({ status: 'ready' });
    await a.mailer.send({ to: 'pg@example.com', subject: 'kept', text: 'across restarts' });
    await a.app.shutdown();

    const b = await startSystem({ config, logger, web: false, services: [] });
    await b.jobs.idle(MAIL_JOB);
    const messages = await (await fetch(`${b.url}/dev/outbox?to=pg@example.com`)).json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ subject: 'kept', text: 'across restarts' });
    await b.app.shutdown();
  });
});
