// The last use of a referral code under real concurrency (issue 27): the embedded database runs one transaction at
// a time, so only a PostgreSQL server shows whether two checkouts that reach for the last use at the same moment
// both get it. The first holds the code's lock a moment after reserving; the second waits for that lock and must
// then see the first's reservation.

import { BILLING_MESSAGES } from '@innov/contracts';
import { migrate, openDatabase } from '@innov/db';
import { startTestPostgres, type TestPostgres } from '@innov/db/test-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveReferral } from '../src/billing/referral.ts';

let pg: TestPostgres;
let db: Awaited<ReturnType<typeof openDatabase>>;

beforeAll(async () => {
  pg = await startTestPostgres();
  db = await openDatabase({ url: pg.url, poolSize: 4 });
  await migrate(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
  await pg?.stop();
});

describe('reserving the last use of a referral code on a PostgreSQL server', () => {
  it('lets exactly one of two concurrent checkouts have it', async () => {
    await db.query(
      `insert into app.referral_codes (id, code, type, timing, user_value, usage_types, maximum_applications)
       values ('code-last', 'LASTONE', 'PERCENTAGE', 'SIGN_UP', 20, '["SIGN_UP","PAYMENT"]'::jsonb, 1)`,
    );
    const now = new Date();
    const first = db.transaction(async (q) => {
      await reserveReferral(q, 'LASTONE', 'tenant-a', 'cs_a', now);
      // Still holding the code's lock while the second checkout asks for it.
      await q('select pg_sleep(0.4)');
    });
    await new Promise((r) => setTimeout(r, 100));
    const second = db.transaction((q) => reserveReferral(q, 'LASTONE', 'tenant-b', 'cs_b', now));
    const results = await Promise.allSettled([first, second]);
    expect(results[0].status).toBe('fulfilled');
    expect(results[1]).toMatchObject({
      status: 'rejected',
      reason: { message: `input.referralCode: ${BILLING_MESSAGES.codeUsedUp}` },
    });
    const rows = await db.query<{ tenant_id: string }>(
      "select tenant_id from app.referral_redemptions where referral_code_id = 'code-last'",
    );
    expect(rows.map((r) => r.tenant_id)).toEqual(['tenant-a']);
  });
});
