// Encryption at rest for the service's secrets (signing keys, client secrets, TOTP secrets): AES-256-GCM
// under a master key from IDENTITY_MASTER_KEY, or generated at first start into DATA_DIR (mode 0600).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SecretBox {
  seal(plaintext: string | Buffer): string;
  open(sealed: string): Buffer;
  /** The raw key, for deriving purpose-specific HMAC keys (never logged or sent). */
  readonly key: Buffer;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The identity master key must be 32 bytes');
  return {
    key,
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        data.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, data, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || !data || !tag) throw new Error('Unrecognised sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
    },
  };
}

/** Reads IDENTITY_MASTER_KEY (base64, 32 bytes), else the key file in `dataDir`, creating it on first start. */
export function loadMasterKey(env: Record<string, string | undefined>, dataDir: string | undefined): Buffer {
  const fromEnv = env.IDENTITY_MASTER_KEY;
  if (fromEnv) {
    const key = Buffer.from(fromEnv, 'base64');
    if (key.length !== 32) throw new Error('IDENTITY_MASTER_KEY must be 32 bytes, base64-encoded');
    return key;
  }
  if (!dataDir) return randomBytes(32);
  const file = path.join(dataDir, 'identity-master.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
