// tenants.member_count (migration 0016) follows the profiles in the workspace whichever way they come and go:
// a profile created in it (before or after the workspace row), moved to another workspace or to none, deleted;
// an update that does not move the profile leaves it alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrate, openDatabase } from '../src/index.ts';

let db: Database;
beforeAll(async () => {
  db = await openDatabase();
  await migrate(db);
});
afterAll(async () => {
  await db?.close();
});

async function counts(): Promise<Record<string, number>> {
  const rows = await db.query<{ id: string; member_count: number }>(
    "select id, member_count from app.tenants where id in ('ws-a', 'ws-b') order by id",
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.member_count]));
}

const profile = (id: string, tenant: string | null) =>
  db.query('insert into app.user_profiles (id, owner, tenant_id) values ($1, $1, $2)', [id, tenant]);

describe("a workspace's member count", () => {
  it('counts a profile that named the workspace before it existed, then the ones that join', async () => {
    await profile('u1', 'ws-a');
    await db.query("insert into app.tenants (id, workspace, owner) values ('ws-a', 'A', 'u1'), ('ws-b', 'B', 'u9')");
    expect(await counts()).toEqual({ 'ws-a': 1, 'ws-b': 0 });
    await profile('u2', 'ws-a');
    await profile('u3', 'ws-a');
    await profile('u4', null);
    expect(await counts()).toEqual({ 'ws-a': 3, 'ws-b': 0 });
  });

  it('follows moves, leaving, joining and deletion; other updates leave it alone', async () => {
    await db.query("update app.user_profiles set tenant_id = 'ws-b' where id = 'u2'");
    expect(await counts()).toEqual({ 'ws-a': 2, 'ws-b': 1 });
    await db.query("update app.user_profiles set tenant_id = null where id = 'u3'");
    await db.query("update app.user_profiles set tenant_id = 'ws-b' where id = 'u4'");
    expect(await counts()).toEqual({ 'ws-a': 1, 'ws-b': 2 });
    await db.query("update app.user_profiles set name = 'Renamed', tenant_id = tenant_id where id in ('u1', 'u2')");
    expect(await counts()).toEqual({ 'ws-a': 1, 'ws-b': 2 });
    await db.query("delete from app.user_profiles where id in ('u1', 'u4')");
    expect(await counts()).toEqual({ 'ws-a': 0, 'ws-b': 1 });
  });
});
