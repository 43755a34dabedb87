// The per-user write limit of the domain-function wrapper: a function declaring `writeLimit: { perMinute: N }`
// runs N times at once for a user, refuses the next call with the seed's request-limit words before anything
// runs (no row, no audit row), lets that user call again as the bucket refills, and limits each user apart.
// Beside it, the guest limit (`guestLimit`): per caller address, before anything runs, with the guest words.
import { REQUEST_LIMIT_MESSAGE } from '@innov/contracts';
import { type Database, migrate, openDatabase } from '@innov/db';
import { TokenBuckets } from '@innov/platform';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Principal } from '../auth/principal.ts';
import { NO_WORKSPACE } from '../auth/workspace.ts';
import type { DataDeps } from '../deps.ts';
import { AppError, renderAppErrorMessage } from '../errors.ts';
import { createInProcessPubSub } from '../realtime/pubsub.ts';
import { RateLimiter, rateLimitsFromEnv } from '../security/rate-limit.ts';
import { defineFunction } from './function.ts';
import { invoke } from './invoke.ts';

let database: Database;
let now = 0;
let deps: DataDeps;

const castVote = defineFunction({
  name: 'castVote',
  type: 'Mutation',
  allow: 'signedIn',
  input: z.object({ input: z.object({ idea: z.string().min(1) }) }),
  writeLimit: { perMinute: 3 },
  audit: (_out: unknown, args: { input: { idea: string } }) => ({ target: `Idea:${args.input.idea}` }),
  async run({ db, principal }, { input }) {
    await db.query('insert into app.test_votes (user_id, idea) values ($1, $2)', [principal.userId, input.idea]);
    return { idea: input.idea };
  },
});

function who(userId: string, isAdmin = false): Principal {
  return {
    authMode: 'userPool',
    kind: 'user',
    userId,
    groups: isAdmin ? ['admins'] : [],
    ip: '203.0.113.7',
    isAdmin,
    workspace: async () => NO_WORKSPACE,
    memberOf: async () => new Set(),
  };
}

const vote = (principal: Principal, idea = 'solar-roads') =>
  invoke(castVote, { deps, principal, runtimes: new Map() }, { input: { idea } });

async function count(sql: string, params: unknown[]): Promise<number> {
  const [row] = await database.query<{ n: number }>(sql, params);
  return row.n;
}
const votes = (userId: string) => count('select count(*)::int as n from app.test_votes where user_id = $1', [userId]);
const audits = (userId: string) =>
  count("select count(*)::int as n from app.audit_log where actor = $1 and action = 'castVote'", [userId]);

beforeAll(async () => {
  database = await openDatabase();
  await migrate(database);
  await database.query(
    'create table app.test_votes (id serial primary key, user_id text not null, idea text not null)',
  );
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  now = 0;
  deps = {
    database,
    now: () => new Date('2026-01-01T00:00:00.000Z'),
    // A fresh limiter per test, on a clock the test moves.
    limiter: new RateLimiter(rateLimitsFromEnv({}), new TokenBuckets(() => now)),
    pubsub: createInProcessPubSub(),
    logger: { error() {}, warn() {}, info() {}, debug() {} },
  } as unknown as DataDeps;
});

describe('the per-user write limit', () => {
  it('refuses the N+1th call within the minute with the seed words, and writes and audits nothing for it', async () => {
    for (let i = 0; i < 3; i++) await vote(who('ada'));
    const refused = await vote(who('ada')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ errorType: 'TooManyRequestsException', message: REQUEST_LIMIT_MESSAGE });
    expect(REQUEST_LIMIT_MESSAGE).toBe('Request limit reached. Wait and retry.');
    // The web shows it as is: a business error travels as AppError JSON.
    expect(JSON.parse(renderAppErrorMessage(refused as AppError))).toMatchObject({ message: REQUEST_LIMIT_MESSAGE });
    expect(await votes('ada')).toBe(3);
    expect(await audits('ada')).toBe(3);
  });

  it('lets the user call again as the bucket refills: one call per 60/N seconds', async () => {
    for (let i = 0; i < 3; i++) await vote(who('bob'));
    now += 19_000;
    await expect(vote(who('bob'))).rejects.toThrow(REQUEST_LIMIT_MESSAGE);
    now += 1_000;
    await expect(vote(who('bob'))).resolves.toEqual({ idea: 'solar-roads' });
    await expect(vote(who('bob'))).rejects.toThrow(REQUEST_LIMIT_MESSAGE);
    expect(await votes('bob')).toBe(4);
    expect(await audits('bob')).toBe(4);
  });

  it('limits each user apart, and not platform admins', async () => {
    for (let i = 0; i < 3; i++) await vote(who('cy'));
    await expect(vote(who('cy'))).rejects.toThrow(REQUEST_LIMIT_MESSAGE);
    await expect(vote(who('dee'))).resolves.toEqual({ idea: 'solar-roads' });
    for (let i = 0; i < 5; i++) await vote(who('root', true));
    expect(await votes('root')).toBe(5);
  });
});

describe('the guest limit', () => {
  const signUpForNews = defineFunction({
    name: 'signUpForNews',
    type: 'Mutation',
    allow: 'public',
    guestLimit: 'news',
    input: z.object({ email: z.string() }),
    async run({ db, principal }, { email }) {
      await db.query('insert into app.test_votes (user_id, idea) values ($1, $2)', [principal.ip, email]);
      return { email };
    },
  });
  const guest = (ip: string, isAdmin = false): Principal => ({
    authMode: 'iam',
    kind: 'guest',
    groups: [],
    ip,
    isAdmin,
    workspace: async () => NO_WORKSPACE,
    memberOf: async () => new Set(),
  });
  const signUp = (principal: Principal) =>
    invoke(signUpForNews, { deps, principal, runtimes: new Map() }, { email: 'ada@example.com' });

  it('takes from the address bucket before anything runs, refuses past the burst, and counts addresses apart', async () => {
    const { burst } = rateLimitsFromEnv({});
    for (let i = 0; i < burst; i++) await signUp(guest('198.51.100.4'));
    await expect(signUp(guest('198.51.100.4'))).rejects.toMatchObject({
      errorType: 'TooManyRequestsException',
      message: 'Rate exceeded. Wait and retry.',
    });
    expect(await votes('198.51.100.4')).toBe(burst);
    await expect(signUp(guest('198.51.100.5'))).resolves.toEqual({ email: 'ada@example.com' });
    for (let i = 0; i < burst + 2; i++) await signUp(guest('198.51.100.6', true));
    expect(await votes('198.51.100.6')).toBe(burst + 2);
  });
});

describe('prepare', () => {
  // The embedded database serves one transaction at a time: a query outside it waits for it to end. A prepare
  // step that the database answers (outside any transaction) proves it runs before the transaction opens.
  const stamp = defineFunction({
    name: 'stampIdea',
    type: 'Mutation',
    allow: 'signedIn',
    input: z.object({ input: z.object({ idea: z.string().min(1), fail: z.boolean().optional() }) }),
    async prepare({ deps: d }, { input }) {
      // Inside the transaction this query would wait for it forever: fail in a second instead.
      const blocked = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('blocked')), 1000).unref());
      const [row] = await Promise.race([
        d.database.query<{ n: number }>('select count(*)::int as n from app.test_votes'),
        blocked,
      ]);
      if (input.fail) throw new AppError('ValidationError', 'refused before the transaction');
      return `${input.idea}:${row.n}`;
    },
    async run({ db, principal, prepared }, { input }) {
      await db.query('insert into app.test_votes (user_id, idea) values ($1, $2)', [principal.userId, prepared]);
      return { idea: input.idea };
    },
  });
  const call = (userId: string, fail = false) =>
    invoke(stamp, { deps, principal: who(userId), runtimes: new Map() }, { input: { idea: 'wind', fail } });

  it('runs outside the transaction, before it, and hands run its answer', async () => {
    await call('preparer');
    const [row] = await database.query<{ idea: string }>('select idea from app.test_votes where user_id = $1', [
      'preparer',
    ]);
    expect(row.idea).toMatch(/^wind:\d+$/);
    expect(await audits('preparer')).toBe(0);
    expect(
      await count("select count(*)::int as n from app.audit_log where actor = $1 and action = 'stampIdea'", [
        'preparer',
      ]),
    ).toBe(1);
  });

  it('a refusal in prepare changes nothing and writes no audit row', async () => {
    await expect(call('refused', true)).rejects.toThrow('refused before the transaction');
    expect(await votes('refused')).toBe(0);
    expect(await count('select count(*)::int as n from app.audit_log where actor = $1', ['refused'])).toBe(0);
  });
});
