// HTTPS=1: the key and certificate the server presents. TLS_CERT/TLS_KEY name PEM files; without them a
// self-signed certificate for localhost and the loopback addresses (and PUBLIC_URL's host) is generated into
// DATA_DIR/tls on first use and reused afterwards, so a browser exception, once accepted, keeps working.

import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config, Logger } from '@innov/platform';
import { generate } from 'selfsigned';

export interface TlsCredentials {
  key: string;
  cert: string;
}

function hostsFor(config: Config): string[] {
  const hosts = new Set(['localhost', '127.0.0.1', '::1']);
  hosts.add(new URL(config.publicUrl).hostname.replace(/^\[|\]$/g, ''));
  if (config.host && !['0.0.0.0', '::'].includes(config.host)) hosts.add(config.host);
  return [...hosts];
}

const isIp = (h: string) => /^[\d.]+$/.test(h) || h.includes(':');

/** A generated certificate is replaced when it expires within a week or no longer names every host. */
function usable(certPem: string, hosts: string[]): boolean {
  try {
    const cert = new X509Certificate(certPem);
    if (new Date(cert.validTo).getTime() - Date.now() < 7 * 86_400_000) return false;
    return hosts.every((h) => (isIp(h) ? cert.checkIP(h) : cert.checkHost(h)) !== undefined);
  } catch {
    return false;
  }
}

export async function loadTlsCredentials(config: Config, logger: Logger): Promise<TlsCredentials> {
  if (config.tlsCert || config.tlsKey) {
    if (!config.tlsCert || !config.tlsKey) throw new Error('TLS_CERT and TLS_KEY must be given together');
    return { cert: readFileSync(config.tlsCert, 'utf8'), key: readFileSync(config.tlsKey, 'utf8') };
  }
  const dir = path.join(config.dataDir, 'tls');
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  const hosts = hostsFor(config);
  if (existsSync(certFile) && existsSync(keyFile)) {
    const cert = readFileSync(certFile, 'utf8');
    if (usable(cert, hosts)) return { cert, key: readFileSync(keyFile, 'utf8') };
  }
  const now = new Date();
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 3600_000),
    notAfterDate: new Date(now.getTime() + 365 * 86_400_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: hosts.map((h) => (isIp(h) ? { type: 7 as const, ip: h } : { type: 2 as const, value: h })),
      },
    ],
  });
  mkdirSync(dir, { recursive: true });
  writeFileSync(keyFile, pems.private, { mode: 0o600 });
  writeFileSync(certFile, pems.cert);
  logger.info({ cert: certFile, hosts }, 'generated a self-signed TLS certificate');
  return { cert: pems.cert, key: pems.private };
}
