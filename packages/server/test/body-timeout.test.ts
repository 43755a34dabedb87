// A request's body must arrive within its mount's time (a minute unless the mount says otherwise): large uploads
// (the files mount's signed PUTs) may take minutes on a slow line, while every other request keeps the minute.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Handler, ServiceFactory } from '@innov/platform';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig, type System, startSystem } from '../src/index.ts';

const root = path.resolve(import.meta.dirname, '../../..');

const readAll: Handler = async (req, res) => {
  let size = 0;
  for await (const chunk of req) size += (chunk as Buffer).length;
  res.end(String(size));
};

const uploads: ServiceFactory = async () => ({
  name: 'uploads',
  mounts: [
    { path: '/short', exact: true, handle: readAll, bodyTimeoutMs: 300 },
    { path: '/long', exact: true, handle: readAll, bodyTimeoutMs: 5_000 },
  ],
});

let system: System;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'innov-body-timeout-'));
  system = await startSystem({
    config: loadConfig({ PORT: '0', DATA_DIR: dir, LOG_LEVEL: 'silent' }, root),
    memory: true,
    web: false,
    services: [],
    extraServices: [uploads],
  });
});

afterAll(async () => {
  await system?.app.shutdown(1000);
  rmSync(dir, { recursive: true, force: true });
});

/** Sends half the body, pauses, then the rest; answers the status (0 when the connection was closed first). */
function slowPost(pathname: string, pauseMs: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      `${system.url}${pathname}`,
      { method: 'POST', headers: { 'content-length': '8' } },
      (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.write('1234');
    setTimeout(() => req.end('5678'), pauseMs);
  });
}

it('ends a request whose body takes longer than its mount allows', async () => {
  const r = await slowPost('/short', 1_000);
  expect(r.status).toBe(408);
});

it('lets a mount for large uploads take as long as it declares', async () => {
  const r = await slowPost('/long', 1_000);
  expect(r).toEqual({ status: 200, body: '8' });
});

it('Node’s own whole-request timeout is off (the mounts decide); headers still have a minute', () => {
  expect(system.app.server.requestTimeout).toBe(0);
  expect(system.app.server.headersTimeout).toBe(60_000);
});
