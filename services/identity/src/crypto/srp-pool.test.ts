import { afterAll, describe, expect, it } from 'vitest';
import { clientProof, createVerifier, fromHex, powG, toHex } from './srp.ts';
import { createSrpCompute } from './srp-pool.ts';

describe('SRP exponentiations on worker threads', () => {
  const pool = createSrpCompute(2);
  afterAll(() => pool.close());

  it('agrees with the client: a right password verifies, a wrong one does not', async () => {
    const poolName = 'AbCdEf123';
    const userId = '6a1e4d2c-0000-4000-8000-000000000001';
    const v = createVerifier(poolName, userId, 'Corr3ct-horse!');
    const a = fromHex('a1'.repeat(128));
    const A = toHex(powG(a));
    const results = await Promise.all(
      ['Corr3ct-horse!', 'Wr0ng-horse!'].map(async (password) => {
        const { b, B } = await pool.ephemeral(v.verifier);
        const secretBlock = Buffer.from('opaque-block');
        const proof = clientProof({
          a,
          A,
          poolName,
          userIdForSrp: userId,
          password,
          salt: v.salt,
          B,
          secretBlock: secretBlock.toString('base64'),
        });
        return pool.verify({
          poolName,
          userIdForSrp: userId,
          A,
          B,
          b,
          verifier: v.verifier,
          secretBlock,
          timestamp: proof.timestamp,
          signature: proof.signature,
        });
      }),
    );
    expect(results).toEqual([true, false]);
  });
});
