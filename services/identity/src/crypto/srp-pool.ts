// Runs the SRP server's exponentiations (about 3 ms each for 3072-bit numbers) on worker threads: the event loop
// stays free for other requests and sign-ins use every core. IDENTITY_CRYPTO_WORKERS=0 computes in-line.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { createServerEphemeral, type PasswordClaim, type ServerEphemeral, verifyPasswordClaim } from './srp.ts';

export interface SrpCompute {
  ephemeral(verifier: string): Promise<ServerEphemeral>;
  verify(claim: PasswordClaim): Promise<boolean>;
  close(): Promise<void>;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

const inline: SrpCompute = {
  ephemeral: async (verifier) => createServerEphemeral(verifier),
  verify: async (claim) => verifyPasswordClaim(claim),
  close: async () => {},
};

export function workerCountFromEnv(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.IDENTITY_CRYPTO_WORKERS);
  if (Number.isInteger(n) && n >= 0) return Math.min(n, 32);
  return Math.max(1, Math.min(4, os.availableParallelism()));
}

export function createSrpCompute(size = workerCountFromEnv()): SrpCompute {
  if (size === 0) return inline;
  const workers: { worker: Worker; busy: number }[] = [];
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let closed = false;

  function spawn() {
    const worker = new Worker(new URL('./srp-worker.mjs', import.meta.url));
    const entry = { worker, busy: 0 };
    worker.on('message', (msg: { id?: number; result?: unknown; error?: string }) => {
      if (msg.id === undefined) return;
      const p = pending.get(msg.id);
      if (!p) return;
      pending.delete(msg.id);
      entry.busy--;
      if (msg.error !== undefined) p.reject(new Error(msg.error));
      else p.resolve(msg.result);
    });
    worker.on('error', () => {
      // A crashed worker is replaced; its in-flight calls are lost, so fail them rather than hang.
      const i = workers.indexOf(entry);
      if (i >= 0) workers.splice(i, 1);
      for (const [id, p] of pending) {
        pending.delete(id);
        p.reject(new Error('SRP worker stopped'));
      }
    });
    worker.unref();
    workers.push(entry);
  }

  function call<T>(message: Record<string, unknown>): Promise<T> {
    if (closed) return Promise.reject(new Error('SRP workers are closed'));
    // Started on first use, so a process that never serves SRP sign-ins never pays for them.
    while (workers.length < size) spawn();
    const entry = workers.reduce((a, b) => (b.busy < a.busy ? b : a));
    const id = nextId++;
    entry.busy++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      entry.worker.postMessage({ id, ...message });
    });
  }

  return {
    ephemeral: (verifier) => call<ServerEphemeral>({ op: 'ephemeral', verifier }),
    verify: (claim) =>
      call<boolean>({ op: 'verify', claim: { ...claim, secretBlock: new Uint8Array(claim.secretBlock) } }),
    async close() {
      closed = true;
      await Promise.all(workers.map((w) => w.worker.terminate()));
      workers.length = 0;
    },
  };
}
