// Stateless, tamper-proof values handed to the client and echoed back (challenge Session, SECRET_BLOCK):
// JSON sealed with AES-256-GCM under the service key, bound to a purpose and an expiry.
import type { IdentityDeps } from '../deps.ts';

interface Envelope<T> {
  p: string;
  exp: number;
  d: T;
}

export function sealValue<T>(deps: IdentityDeps, purpose: string, data: T, ttlSeconds: number): string {
  const envelope: Envelope<T> = { p: purpose, exp: deps.now().getTime() + ttlSeconds * 1000, d: data };
  return deps.secrets.seal(JSON.stringify(envelope));
}

export type OpenResult<T> = { ok: true; data: T } | { ok: false; reason: 'invalid' | 'expired' };

export function openValue<T>(deps: IdentityDeps, purpose: string, sealed: string): OpenResult<T> {
  let envelope: Envelope<T>;
  try {
    envelope = JSON.parse(deps.secrets.open(sealed).toString('utf8')) as Envelope<T>;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (envelope.p !== purpose) return { ok: false, reason: 'invalid' };
  if (envelope.exp < deps.now().getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, data: envelope.d };
}
