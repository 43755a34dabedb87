// HTTPS=1: the system serves TLS with a certificate generated into DATA_DIR/tls on first use (verified here
// against that certificate, not with verification turned off), publicUrl becomes https, the Amplify config gains
// the hosted-UI block, and a loopback HTTP listener serves the process's own calls.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@innov/platform/free-port';
import { loadConfig, type System, startSystem } from '@innov/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let system: System;
let dataDir: string;
let port: number;
let ca: string;

function get(pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = https.get({ host: '127.0.0.1', port, path: pathname, ca, servername: 'localhost' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'innov-tls-'));
  port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    HTTPS: '1',
  });
  system = await startSystem({ config, memory: true, web: false, services: ['identity'] });
  ca = readFileSync(path.join(dataDir, 'tls', 'cert.pem'), 'utf8');
});

afterAll(async () => {
  await system?.app.shutdown(1000);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('HTTPS=1', () => {
  it('serves TLS with the generated certificate and an https public URL', async () => {
    expect(system.url).toBe(`https://127.0.0.1:${port}`);
    const health = await get('/healthz');
    expect(health.status).toBe(200);
    const config = JSON.parse((await get('/amplify-config.json')).body);
    const cognito = config.Auth.Cognito;
    // Asked at 127.0.0.1 (a loopback name): the endpoints follow the origin the page was reached by, over TLS; the
    // hosted UI's domain and redirects stay on PUBLIC_URL.
    expect(cognito.userPoolEndpoint).toBe(`https://127.0.0.1:${port}/cognito`);
    expect(cognito.loginWith.oauth).toEqual({
      domain: `localhost:${port}`,
      scopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
      redirectSignIn: [`https://localhost:${port}/auth/callback`],
      redirectSignOut: [`https://localhost:${port}/`],
      responseType: 'code',
      providers: [],
    });
    const discovery = JSON.parse((await get(`/cognito/${cognito.userPoolId}/.well-known/openid-configuration`)).body);
    expect(discovery.authorization_endpoint).toBe(`https://localhost:${port}/oauth2/authorize`);
  });

  it('answers the process’s own calls on the loopback HTTP listener', async () => {
    const internal = process.env.INTERNAL_API_URL ?? '';
    expect(internal).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(internal).not.toBe(`http://127.0.0.1:${port}`);
    const res = await fetch(`${internal}/healthz`);
    expect(res.status).toBe(200);
  });
});
