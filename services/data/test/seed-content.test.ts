// The seed content's upgrades: a database seeded by an earlier version receives what later versions changed, where
// the back-office has not changed it since. Version 3: the survey's description no longer counts its dividers among
// its questions, and the team size, a count of people, takes whole numbers only.
import { type Database, migrate, openDatabase } from '@innov/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_VERSION, SURVEY, seedContent } from '../src/seed/content.ts';

const V2_DESCRIPTION =
  'Five minutes, seven questions. We publish the anonymised results in the Innovation Journal every quarter.';

let db: Database;
const now = new Date('2026-11-26T12:00:00Z');

/** The database as version 2 left it, with the survey as the back-office may have changed it. */
async function seededByV2(description: string, validation: Record<string, unknown>) {
  await db.query('update app.surveys set description = $2 where id = $1', [SURVEY.id, description]);
  await db.query("update app.survey_questions set validation = $1::jsonb where id = 'q-team-size'", [
    JSON.stringify(validation),
  ]);
  await db.query(`update app.data_settings set value = '{"version": 2}'::jsonb where key = 'seed'`);
}

async function survey() {
  const [s] = await db.query<{ description: string }>('select description from app.surveys where id = $1', [SURVEY.id]);
  const [q] = await db.query<{ validation: Record<string, unknown> }>(
    "select validation from app.survey_questions where id = 'q-team-size'",
  );
  return { description: s.description, validation: q.validation };
}

beforeAll(async () => {
  db = await openDatabase();
  await migrate(db);
  expect(await seedContent(db, now)).toBe(true);
});
afterAll(() => db.close());

describe('seed content upgrades', () => {
  it('a fresh database gets the survey with a count of whole numbers and no count in its description', async () => {
    const s = await survey();
    expect(s.description).not.toMatch(/questions/);
    expect(s.validation).toEqual({ min: 0, max: 100000, integer: true });
  });

  it('version 3 corrects the survey a version 2 database holds', async () => {
    await seededByV2(V2_DESCRIPTION, { min: 0, max: 100000 });
    expect(await seedContent(db, now)).toBe(true);
    expect(await survey()).toEqual({
      description: SURVEY.description,
      validation: { min: 0, max: 100000, integer: true },
    });
    const [marker] = await db.query<{ value: { version: number } }>(
      "select value from app.data_settings where key = 'seed'",
    );
    expect(marker.value.version).toBe(SEED_VERSION);
    // Once only.
    expect(await seedContent(db, now)).toBe(false);
  });

  it('leaves what the back-office changed', async () => {
    await seededByV2('Our own words.', { min: 1, max: 50 });
    await seedContent(db, now);
    expect(await survey()).toEqual({ description: 'Our own words.', validation: { min: 1, max: 50 } });
  });
});
