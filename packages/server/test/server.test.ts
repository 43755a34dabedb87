import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { ServiceFactory } from '@innov/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, loadConfig, MAIL_JOB, type System, startSystem } from '../src/index.ts';
import { startProcess } from './process.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** A test-only service with a slow endpoint, to observe in-flight requests during shutdown. */
const slowService: ServiceFactory = async () => ({
  name: 'slow',
  mounts: [
    {
      path: '/slow',
      exact: true,
      async handle(_req, res, ctx) {
        const ms = Number(ctx.url.searchParams.get('ms') ?? '500');
        await new Promise((r) => setTimeout(r, ms));
        res.end('done');
      },
    },
    {
      path: '/boom',
      exact: true,
      handle() {
        throw new Error('kaboom');
      },
    },
  ],
  amplifyConfig: () => ({ API: { GraphQL: { endpoint: 'x' } } }),
});

describe('the one-process server', () => {
  let system: System;
  let dir: string;
  const lines: string[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'innov-srv-'));
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(...chunk.toString().trim().split('\n'));
        cb();
      },
    });
    system = await startSystem({
      config: loadConfig({ PORT: '0', DATA_DIR: dir }, root),
      logger: createLogger('info', sink),
      memory: true,
      web: false,
      services: [],
      extraServices: [slowService],
    });
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz with security headers and a request id', async () => {
    const res = await fetch(`${system.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const ready = await fetch(`${system.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: 'up' });
  });

  it('keeps a well-formed incoming request id and logs it on the request line', async () => {
    const res = await fetch(`${system.url}/amplify-config.json`, { headers: { 'x-request-id': 'trace-12345678' } });
    expect(res.headers.get('x-request-id')).toBe('trace-12345678');
    await new Promise((r) => setTimeout(r, 20));
    const line = lines.map((l) => JSON.parse(l)).find((l) => l.requestId === 'trace-12345678');
    expect(line).toMatchObject({ path: '/amplify-config.json', status: 200, msg: 'request' });
    const bad = await fetch(`${system.url}/healthz`, { headers: { 'x-request-id': 'bad id\twith spaces' } });
    // Replaced by a fresh id (a UUID, whose hex may itself spell "bad", so compare the whole value).
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('turns a crashing handler into a 500 with the request id, and keeps serving', async () => {
    const res = await fetch(`${system.url}/boom`);
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
    expect((await fetch(`${system.url}/healthz`)).status).toBe(200);
  });

  it('merges the services’ slices into /amplify-config.json', async () => {
    const res = await fetch(`${system.url}/amplify-config.json`);
    expect(await res.json()).toEqual({ API: { GraphQL: { endpoint: 'x' } } });
  });

  it('serves the local outbox to loopback clients (not to those a proxy forwards), newest first, filtered by recipient', async () => {
    await system.mailer.send({ to: 'Ada@example.com', subject: 'first', text: 'one', code: '123456' });
    await system.mailer.send({ to: 'ada@example.com', subject: 'second', text: 'two' });
    await system.mailer.send({ to: 'bob@example.com', subject: 'other', text: '<b>x</b>' });
    await system.jobs.idle(MAIL_JOB);
    const res = await fetch(`${system.url}/dev/outbox?to=ada@example.com`);
    const messages = await res.json();
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual(['second', 'first']);
    expect(messages[1]).toMatchObject({ to: 'Ada@example.com', code: '123456', text: 'one' });
    expect(typeof messages[0].createdAt).toBe('string');
    const page = await (await fetch(`${system.url}/dev/mailbox`)).text();
    expect(page).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(page).not.toContain('<b>x</b>');
    // A reverse proxy on this host forwarding a client from elsewhere is not this machine.
    const proxied = { headers: { 'x-forwarded-for': '198.51.100.1' } };
    expect((await fetch(`${system.url}/dev/outbox`, proxied)).status).toBe(404);
    expect((await fetch(`${system.url}/dev/mailbox`, proxied)).status).toBe(404);
  });

  it('finishes in-flight requests on shutdown and refuses new ones', async () => {
    const inflight = fetch(`${system.url}/slow?ms=700`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 100));
    const shutdown = system.app.shutdown(5_000);
    await new Promise((r) => setTimeout(r, 50));
    await expect(fetch(`${system.url}/healthz`)).rejects.toThrow();
    expect(await inflight).toBe('done');
    await shutdown;
  });
});

describe('npm start as a process', () => {
  it('serves, and exits 0 on SIGTERM after closing the database', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'innov-proc-'));
    const { child, port: ready, log } = startProcess({ DATA_DIR: dir });
    try {
      const port = await ready;
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      const code = await new Promise<number | null>((resolve) => {
        child.on('exit', resolve);
        child.kill('SIGTERM');
      });
      expect(code).toBe(0);
      expect(log()).toContain('"msg":"stopped"');
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
