import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  clientProof,
  clientStart,
  createServerEphemeral,
  createVerifier,
  formatTimestamp,
  fromHex,
  isValidA,
  k,
  modPowN,
  N,
  padHex,
  powG,
  toHex,
  verifyPasswordClaim,
} from './srp.ts';

const require = createRequire(import.meta.url);

describe('SRP math', () => {
  it('pads like amazon-cognito-identity-js and derives its k', () => {
    expect(padHex(0x7fn)).toBe('7f');
    expect(padHex(0x80n)).toBe('0080');
    expect(padHex(0xabcn)).toBe('0abc');
    expect(toHex(k).startsWith('538282c4')).toBe(true);
  });

  it('formats the timestamp with an unpadded day', () => {
    expect(formatTimestamp(new Date(Date.UTC(2026, 10, 22, 1, 29, 34)))).toBe('Sun Nov 22 01:29:34 UTC 2026');
    expect(formatTimestamp(new Date(Date.UTC(2025, 4, 6, 0, 9, 40)))).toBe('Tue May 6 00:09:40 UTC 2025');
  });

  it('native exponentiation agrees with BigInt', () => {
    const exp = 0x1234567890abcdefn;
    let expected = 1n;
    let base = 3n;
    let e = exp;
    while (e > 0n) {
      if (e & 1n) expected = (expected * base) % N;
      e >>= 1n;
      base = (base * base) % N;
    }
    expect(modPowN(3n, exp)).toBe(expected);
    expect(powG(5n)).toBe(32n);
    expect(modPowN(1n, 99n)).toBe(1n);
  });

  it('g^x through a DH key object agrees with BigInt for secrets of every size the protocol uses', () => {
    const bigintPowG = (exp: bigint) => {
      let result = 1n;
      let base = 2n;
      for (let e = exp; e > 0n; e >>= 1n) {
        if (e & 1n) result = (result * base) % N;
        base = (base * base) % N;
      }
      return result;
    };
    // 1 byte, a SHA-256 x (32 bytes), a 128-byte b with its top bit set (DER's leading zero), and one near N.
    for (const exp of [0x7fn, fromHex('ff'.repeat(32)), fromHex(`f${'1'.repeat(255)}`), N - 2n])
      expect(powG(exp)).toBe(bigintPowG(exp));
    // The same value the DiffieHellman context computes (modPowN with base g).
    expect(powG(0x1234567890abcdefn)).toBe(modPowN(2n, 0x1234567890abcdefn));
  });

  it('rejects A ≡ 0 mod N', () => {
    expect(isValidA('0')).toBe(false);
    expect(isValidA(toHex(N))).toBe(false);
    expect(isValidA(toHex(N * 2n))).toBe(false);
    expect(isValidA('zz')).toBe(false);
    expect(isValidA('02')).toBe(true);
  });

  it('accepts a correct proof and refuses a wrong password', () => {
    const { salt, verifier } = createVerifier('TestPool1', 'user-1', 'Passw0rd!');
    const server = createServerEphemeral(verifier);
    const client = clientStart();
    const secretBlock = Buffer.from('opaque-secret-block').toString('base64');
    const ok = clientProof({
      ...client,
      poolName: 'TestPool1',
      userIdForSrp: 'user-1',
      password: 'Passw0rd!',
      salt,
      B: server.B,
      secretBlock,
    });
    const claim = {
      poolName: 'TestPool1',
      userIdForSrp: 'user-1',
      A: client.A,
      B: server.B,
      b: server.b,
      verifier,
      secretBlock: Buffer.from(secretBlock, 'base64'),
    };
    expect(verifyPasswordClaim({ ...claim, timestamp: ok.timestamp, signature: ok.signature })).toBe(true);
    const bad = clientProof({
      ...client,
      poolName: 'TestPool1',
      userIdForSrp: 'user-1',
      password: 'wrong',
      salt,
      B: server.B,
      secretBlock,
    });
    expect(verifyPasswordClaim({ ...claim, timestamp: bad.timestamp, signature: bad.signature })).toBe(false);
  });

  it('interoperates with amazon-cognito-identity-js AuthenticationHelper', async () => {
    const AuthenticationHelper = require('amazon-cognito-identity-js/lib/AuthenticationHelper.js').default;
    const BigInteger = require('amazon-cognito-identity-js/lib/BigInteger.js').default;
    const helper = new AuthenticationHelper('Pool9xyz');
    const A: string = await new Promise((resolve, reject) =>
      helper.getLargeAValue((err: Error | null, value: { toString(radix: number): string }) =>
        err ? reject(err) : resolve(value.toString(16)),
      ),
    );
    const userId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const { salt, verifier } = createVerifier('Pool9xyz', userId, 'S3cret!pass');
    const server = createServerEphemeral(verifier);
    const hkdf: number[] = await new Promise((resolve, reject) =>
      helper.getPasswordAuthenticationKey(
        userId,
        'S3cret!pass',
        new BigInteger(server.B, 16),
        new BigInteger(salt, 16),
        (err: Error | null, key: number[]) => (err ? reject(err) : resolve(key)),
      ),
    );
    const secretBlock = Buffer.from('block');
    const timestamp = formatTimestamp(new Date());
    const signature = createHmac('sha256', Buffer.from(hkdf))
      .update(Buffer.concat([Buffer.from('Pool9xyz'), Buffer.from(userId), secretBlock, Buffer.from(timestamp)]))
      .digest('base64');
    expect(fromHex(A) > 0n).toBe(true);
    expect(
      verifyPasswordClaim({
        poolName: 'Pool9xyz',
        userIdForSrp: userId,
        A,
        B: server.B,
        b: server.b,
        verifier,
        secretBlock,
        timestamp,
        signature,
      }),
    ).toBe(true);
  });
});
