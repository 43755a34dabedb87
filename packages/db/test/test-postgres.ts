// Starts a throwaway PostgreSQL server (Debian's `postgresql` package) on a private port and socket folder,
// for suites that must prove the code on a real server. Used by tests and benchmarks only.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

function findBinDir(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const dir = path.join(root, v, 'bin');
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  }
  throw new Error('PostgreSQL server binaries not found: install Debian\'s "postgresql" package or set PG_BIN.');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = findBinDir();
  const base = mkdtempSync(path.join(os.tmpdir(), 'innov-pg-'));
  const dataDir = path.join(base, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root; run it as the `postgres` system user the package creates.
  const asRoot = process.getuid?.() === 0;
  let uid: number | undefined;
  let gid: number | undefined;
  if (asRoot) {
    uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(base, uid, gid);
  }
  chmodSync(base, 0o700);
  const run = (cmd: string, args: string[]) => {
    const r = spawnSync(path.join(bin, cmd), args, { uid, gid, encoding: 'utf8', cwd: base });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-w',
    '-t',
    '60',
    '-l',
    path.join(base, 'server.log'),
    '-o',
    `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-w', '-m', 'fast', 'stop']);
      } finally {
        rmSync(base, { recursive: true, force: true });
      }
    },
  };
}
