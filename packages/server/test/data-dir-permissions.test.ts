// The data folder is the service user's alone: after `npm start` on it (the embedded database created and
// written, the master and admin keys, a generated TLS certificate), no folder or file in it grants anything to
// group or others, including what an earlier version left readable.
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startProcess } from './process.ts';

const API_KEY = 'permissions-api-key-0123456789';
const root = mkdtempSync(path.join(os.tmpdir(), 'innov-perms-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every path under `dir` (itself included) with its permission bits. */
function modes(dir: string): { path: string; mode: number }[] {
  const out: { path: string; mode: number }[] = [];
  const visit = (p: string) => {
    const stat = lstatSync(p);
    out.push({ path: path.relative(dir, p) || '.', mode: stat.mode & 0o7777 });
    if (stat.isDirectory()) for (const entry of readdirSync(p)) visit(path.join(p, entry));
  };
  visit(dir);
  return out;
}

/** An enquiry over the generated (self-signed) certificate: a write the database must store. */
function makeEnquiry(port: number): Promise<{ data?: { makeEnquiry?: { id: string } } }> {
  const body = JSON.stringify({
    query: 'mutation ($input: MakeEnquiryInput!) { makeEnquiry(input: $input) { id } }',
    variables: {
      input: { type: 'PROOF_OF_CONCEPT', name: 'Private', email: 'p@example.com', message: 'Hello.', consent: true },
    },
  });
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        rejectUnauthorized: false,
        headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the data folder', () => {
  it('is private to the service user after a start that creates and writes everything in it', async () => {
    const dataDir = path.join(root, 'data');
    // What an earlier version left: a readable folder and files.
    mkdirSync(path.join(dataDir, 'old'), { recursive: true });
    writeFileSync(path.join(dataDir, 'old', 'notes.txt'), 'left over');
    chmodSync(path.join(dataDir, 'old', 'notes.txt'), 0o666);
    chmodSync(path.join(dataDir, 'old'), 0o755);
    chmodSync(dataDir, 0o755);

    const server = startProcess({ DATA_DIR: dataDir, DATA_API_KEY: API_KEY, HTTPS: '1' });
    try {
      const port = await server.port;
      expect((await makeEnquiry(port)).data?.makeEnquiry?.id).toBeTruthy();
      const code = await new Promise<number | null>((resolve) => {
        server.child.once('exit', resolve);
        server.child.kill('SIGTERM');
      });
      expect(code).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }

    const all = modes(dataDir);
    const names = all.map((m) => m.path);
    expect(names).toEqual(
      expect.arrayContaining(['pg/PG_VERSION', 'identity-master.key', 'tls/cert.pem', 'old/notes.txt']),
    );
    expect(all.length).toBeGreaterThan(500);
    const shared = all.filter((m) => m.mode & 0o077).map((m) => `${m.path} ${m.mode.toString(8)}`);
    expect(shared).toEqual([]);
  }, 180_000);
});
