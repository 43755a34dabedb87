// The whole app (`npm start`) on the embedded database killed outright after acknowledged writes, and started again
// at once as a supervisor would: time to ready (the dead process's folder lock is taken over, not waited out) and
// whether every acknowledged write is still there. With WEB_DISABLED=1 in the environment, the services alone.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@innov/db';
import { type Row, type RunningSystem, startSystemProcess } from './lib.ts';

export const name = 'restart';

const API_KEY = 'bench-restart-api-key';
const WRITES = 20;

async function makeEnquiry(url: string, n: number): Promise<string> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
    body: JSON.stringify({
      query: 'mutation ($input: MakeEnquiryInput!) { makeEnquiry(input: $input) { id } }',
      variables: {
        input: {
          type: 'PROOF_OF_CONCEPT',
          name: `Restart ${n}`,
          email: `restart.${n}@example.com`,
          message: `Enquiry ${n}, acknowledged before the kill.`,
          consent: true,
        },
      },
    }),
  });
  const body = (await res.json()) as { data?: { makeEnquiry?: { id: string } }; errors?: { message: string }[] };
  const id = body.data?.makeEnquiry?.id;
  if (!id) throw new Error(`makeEnquiry: ${res.status} ${body.errors?.[0]?.message ?? ''}`);
  return id;
}

export async function run(): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'innov-bench-restart-'));
  const what = process.env.WEB_DISABLED ? 'services, embedded database' : 'whole app, embedded database';
  const started: RunningSystem[] = [];
  try {
    const first = await startSystemProcess({ DATA_API_KEY: API_KEY }, dataDir);
    started.push(first);
    const acknowledged = await Promise.all(Array.from({ length: WRITES }, (_, n) => makeEnquiry(first.url, n)));
    await new Promise((resolve) => {
      first.child.once('exit', resolve);
      first.child.kill('SIGKILL');
    });
    const second = await startSystemProcess({ DATA_API_KEY: API_KEY }, dataDir);
    started.push(second);
    await second.stop();
    const database = await openDatabase({ dataDir });
    const kept = await database
      .query<{ n: number }>('select count(*)::int as n from app.enquiries where id = any($1)', [acknowledged])
      .finally(() => database.close());
    return [
      {
        bench: 'restart',
        case: `SIGKILL, then npm start to ready (${what})`,
        value: `${Math.round(second.readyMs)} ms`,
        target: '< 5000 ms',
      },
      {
        bench: 'restart',
        case: 'acknowledged writes kept after SIGKILL',
        value: `${kept[0].n} of ${acknowledged.length}`,
        target: 'all',
      },
    ];
  } finally {
    for (const s of started) s.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
