// A submission racing a campaign's close (issue 28's security review): the embedded database runs one transaction at
// a time, so only a PostgreSQL server shows whether submitIdea and saveIdeaDraft read their campaign under its row
// lock. Here a transaction holds the campaign's lock and closes it, as closeCampaign and the scheduler do, while the
// author submits a draft (and starts a new one) in it: both must wait for the close and then be refused, never
// commit into the closed campaign.
import { CAMPAIGN_MESSAGES } from '@innov/contracts';
import { startTestPostgres, type TestPostgres } from '@innov/db/test-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS, campaignKit, hoursAfter, phasesFrom, Q } from './campaigns-fixture.ts';
import { type DataHarness, errorOf, type GqlResult, startDataHarness, type TestUser } from './harness.ts';
import { activeWorkspace, ok } from './roles-fixture.ts';

let pg: TestPostgres;
let h: DataHarness;
let owner: TestUser;

beforeAll(async () => {
  pg = await startTestPostgres();
  h = await startDataHarness({ DATABASE_URL: pg.url });
  expect(h.system.database.kind).toBe('postgres');
  const platformAdmin = await h.makeAdmin(await h.newUser('platform'));
  let tenantId: string;
  ({ owner, tenantId } = await activeWorkspace(h, platformAdmin, 'racer', 'Racing Campaigns Ltd'));
  ok(await h.as(platformAdmin, Q.plan, { input: { tenantId, tier: 'CAMPAIGN' } }), 'plan');
});
afterAll(async () => {
  await h?.close();
  await pg?.stop();
});

const refusal = (r: GqlResult) => {
  const e = errorOf(r);
  return e && [e.errorType, e.message];
};

/** Resolves once some statement waits for a row lock (or after `ms`, if none does). */
async function someoneWaitsForALock(ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const [row] = await h.system.database.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
    );
    if ((row?.n ?? 0) > 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Runs `write` while another transaction holds the campaign's row lock; that transaction closes the campaign once
 * `write` finished or waits for a lock, then commits. Answers `write`'s result.
 */
async function whileClosing(campaignId: string, write: () => Promise<GqlResult>): Promise<GqlResult> {
  let locked!: () => void;
  let release!: () => void;
  const isLocked = new Promise<void>((r) => {
    locked = r;
  });
  const released = new Promise<void>((r) => {
    release = r;
  });
  const closing = h.system.database.transaction(async (q) => {
    await q('select id from app.campaigns where id = $1 for update', [campaignId]);
    locked();
    await released;
    await q(
      `update app.campaigns set status = 'CLOSED', active_phase = null, closed_at = now(), updated_at = now()
        where id = $1`,
      [campaignId],
    );
  });
  await isLocked;
  const written = write();
  await Promise.race([written, someoneWaitsForALock()]);
  release();
  await closing;
  return written;
}

describe('a campaign closed while its author writes', () => {
  it('refuses the submission that waited for the close, and the draft started meanwhile', async () => {
    const kit = campaignKit(h);
    const c = await kit.create(owner, {
      title: 'Closing under their feet',
      phases: phasesFrom(hoursAfter(new Date(), -1), [{ kind: 'SUBMISSION', hours: 48 }]),
    });
    expect((await kit.publish(owner, c.id)).status).toBe('OPEN');
    const draft = await kit.draft(owner, c.id, 'Submitted at the last second');

    const submitted = await whileClosing(c.id, () => h.as(owner, Q.submit, { input: { id: draft } }));
    expect(refusal(submitted)).toEqual(['PhaseClosed', CAMPAIGN_MESSAGES.submissionClosed]);
    const [row] = await h.system.database.query<{ state: string }>('select state from app.ideas where id = $1', [
      draft,
    ]);
    expect(row?.state).toBe('DRAFT');

    // Another campaign, and a new draft for it started while it closes.
    const other = await kit.create(owner, {
      title: 'Closing under a new draft',
      phases: phasesFrom(hoursAfter(new Date(), -1), [{ kind: 'SUBMISSION', hours: 48 }]),
    });
    expect((await kit.publish(owner, other.id)).status).toBe('OPEN');
    const saved = await whileClosing(other.id, () =>
      h.as(owner, Q.save, {
        input: { templateId: 'problem-statement', title: 'Started too late', content: ANSWERS, campaignId: other.id },
      }),
    );
    expect(refusal(saved)).toEqual(['PhaseClosed', CAMPAIGN_MESSAGES.campaignNotOpen]);
    expect(await h.system.database.query('select id from app.ideas where campaign_id = $1', [other.id])).toEqual([]);
  });
});
