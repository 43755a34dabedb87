// A closed-loop load generator for multi-step protocols autocannon cannot express (SRP's two round trips):
// `concurrency` workers each run `step` back to back for `seconds`; latencies are per completed step.
import http from 'node:http';

export interface LoopResult {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  count: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** POSTs an AWS JSON 1.1 call over a keep-alive agent (lighter on the client's CPU than fetch). */
export function awsJson(
  url: string,
  target: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, any> }> {
  const payload = JSON.stringify(body);
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': target,
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString() || '{}') });
          } catch (e) {
            reject(e);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export async function loop(
  concurrency: number,
  seconds: number,
  step: (worker: number) => Promise<boolean>,
): Promise<LoopResult> {
  const latencies: number[] = [];
  let failed = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const t = performance.now();
        const ok = await step(worker).catch(() => false);
        if (ok) latencies.push(performance.now() - t);
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] : 0;
  return {
    rps: latencies.length / elapsed,
    p50: round(pct(0.5)),
    p99: round(pct(0.99)),
    failed,
    count: latencies.length,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

export function fmtLoop(r: LoopResult): string {
  return `${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.failed ? `, ${r.failed} failed` : ''}`;
}
