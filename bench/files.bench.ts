// Files through the disk backend (issue 25), on a started system (`scripts/start.mjs`, embedded database):
// - Throughput of one 10 MB file: the signed PUT of the upload grant, and the signed GET of the download link, each
//   as MB/s and as a ratio to `fs.copyFile` of the same file on the same disk (the system's DATA_DIR; the kernel
//   copies, often from its cache), with a streamed copy (read stream into write stream) beside it, in rounds
//   that alternate copy, upload and download; the medians are compared (target: at least 0.5). The client streams
//   the file from disk and drains the answer without keeping it, so the figure is the server's path: HTTP,
//   signature check, the write to a temporary file and its link into place, and the read back.
// - The ceiling beside them: a plain Node HTTP server in its own process (no signatures, no framework) that streams
//   the PUT to a file and the file back on GET, measured in the same rounds: what Node's HTTP over loopback does on
//   this machine, so the ratio of our server to it tells what our path costs.
// - Memory, measured first, on a server that has only signed the owner up: the server process's RSS growth while 20
//   uploads of 50 MB stream at once (target: under 64 MB), sampled every 20 ms from /proc; the uploads are
//   confirmed afterwards, so the bytes were all received.
// `npm run bench files`; BENCH_FILE_ROUNDS (default 7).

import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { approveOnPlan, graphql, percentile, type Row, rssMb, signUp, startSystemProcess } from './lib.ts';

export const name = 'files';

const ROUNDS = Number(process.env.BENCH_FILE_ROUNDS ?? 7);
const MB = 1024 * 1024;
const SMALL = 10 * MB;
const LARGE = 50 * MB;
const CONCURRENT = 20;
const API_KEY = 'bench-files-api-key';

const REQUEST =
  'mutation ($input: RequestUploadInput!) { requestUpload(input: $input) { fileId url method headers expiresAt } }';
const CONFIRM = 'mutation ($input: ConfirmUploadInput!) { confirmUpload(input: $input) { id size reference { key } } }';
const URL_OF = 'query ($input: GetFileUrlInput!) { getFileUrl(input: $input) { url } }';
const DELETE = 'mutation ($input: DeleteFileInput!) { deleteFile(input: $input) }';
const SAVE = 'mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { idea { id } } }';

// biome-ignore lint/suspicious/noExplicitAny: reads arbitrary JSON answers
type Json = any;

/** PUTs a file from disk to a signed URL, streamed; resolves with the status when the answer has been read. */
function putFile(url: string, file: string, size: number, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'PUT', headers: { ...headers, 'content-length': String(size) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    createReadStream(file).pipe(req);
  });
}

/** GETs a URL and drains the body; resolves with the bytes received. */
function getBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      let n = 0;
      res.on('data', (chunk: Buffer) => {
        n += chunk.length;
      });
      res.on('end', () => (res.statusCode === 200 ? resolve(n) : reject(new Error(`GET answered ${res.statusCode}`))));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** A plain Node HTTP server in its own process: PUT streams the body to `file`, GET streams it back. */
const PLAIN_SERVER = `
import { createServer } from 'node:http';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
const file = process.argv[1];
const server = createServer(async (req, res) => {
  try {
    if (req.method === 'PUT') {
      await pipeline(req, createWriteStream(file, { highWaterMark: 256 * 1024 }));
      res.end();
    } else await pipeline(createReadStream(file), res);
  } catch { res.destroy(); }
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

async function startPlainServer(file: string): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', PLAIN_SERVER, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim()));
    child.once('exit', (code) => reject(new Error(`the plain server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const mbps = (bytes: number, ms: number) => bytes / MB / (ms / 1000);

export async function run(): Promise<Row[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'innov-bench-files-'));
  const sys = await startSystemProcess({ WEB_DISABLED: '1', DATA_API_KEY: API_KEY }, dir);
  const rows: Row[] = [];
  const pid = sys.child.pid as number;
  try {
    const config = (await (await fetch(`${sys.url}/amplify-config.json`)).json()) as Json;
    const clientId = config.Auth.Cognito.userPoolClientId as string;
    const owner = await signUp(sys.url, clientId, 'bench-files-owner', 'Owner');
    const tenantId = (await graphql(sys.url, owner.headers, 'query { getMyWorkspace { tenantId } }')).getMyWorkspace
      .tenantId as string;
    await approveOnPlan(sys.url, API_KEY, tenantId);
    // Attachments (up to 50 MB) belong to an idea: one draft holds them.
    const draft = async () =>
      (
        await graphql(sys.url, owner.headers, SAVE, {
          input: { templateId: 'problem-statement', title: 'Bench attachments', content: '{}' },
        })
      ).saveIdeaDraft.idea.id as string;
    const grant = async (recordId: string, size: number, fileName: string) =>
      (
        await graphql(sys.url, owner.headers, REQUEST, {
          input: {
            purpose: 'ATTACHMENT',
            recordType: 'IDEA',
            recordId,
            fileName,
            contentType: 'application/zip',
            size,
          },
        })
      ).requestUpload as { fileId: string; url: string; headers: string };
    const headersOf = (g: { headers: string }) =>
      (typeof g.headers === 'string' ? JSON.parse(g.headers) : g.headers) as Record<string, string>;
    // A ZIP (its type is checked by content on confirm): a stored archive of one entry, padded with random bytes.
    const zipOf = (file: string, size: number) => {
      const header = Buffer.from('504b0304140000000000', 'hex');
      const body = Buffer.alloc(size);
      header.copy(body);
      for (let i = header.length; i < size; i += 4096) body.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
      writeFileSync(file, body);
    };

    // 1. Memory (first, on a server that has done nothing else yet) while 20 uploads of 50 MB stream at once.
    const large = path.join(dir, 'bench-50mb.zip');
    zipOf(large, LARGE);
    const ideas = [await draft(), await draft()];
    const grants = [];
    for (let k = 0; k < CONCURRENT; k++) grants.push(await grant(ideas[k % 2] as string, LARGE, `large-${k}.zip`));
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 20);
    const t = performance.now();
    const statuses = await Promise.all(grants.map((g) => putFile(g.url, large, LARGE, headersOf(g))));
    const ms = performance.now() - t;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid));
    if (statuses.some((s) => s !== 200)) throw new Error(`uploads answered ${statuses.join(', ')}`);
    for (const g of grants) {
      const stored = (await graphql(sys.url, owner.headers, CONFIRM, { input: { fileId: g.fileId } })).confirmUpload;
      if (stored.size !== LARGE) throw new Error(`stored ${stored.size} bytes, sent ${LARGE}`);
    }
    rows.push(
      {
        bench: name,
        case: `${CONCURRENT} × 50 MB uploads at once: server RSS growth (MB; before → peak)`,
        value: `${(peak - before).toFixed(1)} (${before.toFixed(0)} → ${peak.toFixed(0)})`,
        target: '< 64',
      },
      {
        bench: name,
        case: `${CONCURRENT} × 50 MB uploads at once: aggregate MB/s`,
        value: mbps(CONCURRENT * LARGE, ms).toFixed(0),
      },
    );

    // 2. Throughput of a 10 MB file.
    const small = path.join(dir, 'bench-10mb.zip');
    zipOf(small, SMALL);
    const ideaId = await draft();
    const plain = await startPlainServer(path.join(dir, 'plain.bin'));
    const copy: number[] = [];
    const streamed: number[] = [];
    const up: number[] = [];
    const down: number[] = [];
    const plainUp: number[] = [];
    const plainDown: number[] = [];
    for (let r = 0; r < ROUNDS + 1; r++) {
      const target = path.join(dir, `copy-${r}.zip`);
      let t = performance.now();
      await copyFile(small, target);
      const copyMs = performance.now() - t;
      await rm(target);
      t = performance.now();
      await pipeline(createReadStream(small), createWriteStream(target));
      const streamMs = performance.now() - t;
      await rm(target);

      const g = await grant(ideaId, SMALL, `round-${r}.zip`);
      t = performance.now();
      const status = await putFile(g.url, small, SMALL, headersOf(g));
      const upMs = performance.now() - t;
      if (status !== 200) throw new Error(`upload answered ${status}`);
      const stored = (await graphql(sys.url, owner.headers, CONFIRM, { input: { fileId: g.fileId } })).confirmUpload;
      if (stored.size !== SMALL) throw new Error(`stored ${stored.size} bytes, sent ${SMALL}`);
      const link = (
        await graphql(sys.url, owner.headers, URL_OF, { input: { key: stored.reference.key, download: true } })
      ).getFileUrl.url as string;
      t = performance.now();
      const received = await getBytes(link);
      const downMs = performance.now() - t;
      if (received !== SMALL) throw new Error(`downloaded ${received} bytes of ${SMALL}`);
      await graphql(sys.url, owner.headers, DELETE, { input: { id: stored.id } });
      t = performance.now();
      if ((await putFile(plain.url, small, SMALL, {})) !== 200) throw new Error('the plain server refused the PUT');
      const plainUpMs = performance.now() - t;
      t = performance.now();
      if ((await getBytes(plain.url)) !== SMALL) throw new Error('the plain server sent another size');
      const plainDownMs = performance.now() - t;
      // The first round warms the system up (JIT, the disk's cache) and is not counted.
      if (r === 0) continue;
      copy.push(mbps(SMALL, copyMs));
      streamed.push(mbps(SMALL, streamMs));
      up.push(mbps(SMALL, upMs));
      down.push(mbps(SMALL, downMs));
      plainUp.push(mbps(SMALL, plainUpMs));
      plainDown.push(mbps(SMALL, plainDownMs));
    }
    plain.stop();
    const copyMbps = median(copy);
    rows.push(
      { bench: name, case: '10 MB fs.copyFile, same disk (median MB/s)', value: copyMbps.toFixed(0) },
      {
        bench: name,
        case: '10 MB streamed copy (read stream → write stream), same disk (median MB/s)',
        value: median(streamed).toFixed(0),
      },
      {
        bench: name,
        case: '10 MB signed upload (median MB/s; ratio to copy)',
        value: `${median(up).toFixed(0)}; ${(median(up) / copyMbps).toFixed(2)}`,
        target: 'ratio ≥ 0.5',
      },
      {
        bench: name,
        case: '10 MB signed download (median MB/s; ratio to copy)',
        value: `${median(down).toFixed(0)}; ${(median(down) / copyMbps).toFixed(2)}`,
        target: 'ratio ≥ 0.5',
      },
      {
        bench: name,
        case: '10 MB plain Node HTTP PUT / GET, own process (median MB/s; ratios to copy)',
        value: `${median(plainUp).toFixed(0)} / ${median(plainDown).toFixed(0)}; ${(median(plainUp) / copyMbps).toFixed(2)} / ${(median(plainDown) / copyMbps).toFixed(2)}`,
      },
      {
        bench: name,
        case: '10 MB signed upload / download as a ratio to plain Node HTTP',
        value: `${(median(up) / median(plainUp)).toFixed(2)} / ${(median(down) / median(plainDown)).toFixed(2)}`,
      },
    );
  } finally {
    await sys.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
