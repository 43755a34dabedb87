// A membership rule's table is checked when the model is built: the columns it names exist, and the group column
// is NOT NULL (a NULL there would turn `field in (…)` NULL, and `not` would change meaning).
import { schema } from '@innov/db';
import { pgSchema, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { membershipSource } from './membership.ts';

describe('membershipSource', () => {
  it('names the table and columns as quoted SQL, once per rule', () => {
    const rule = { field: 'teamId', table: schema.teamMembers, key: 'team_id', user: 'user_id' };
    const source = membershipSource(rule);
    expect(source).toEqual({
      id: '"app"."team_members".team_id.user_id',
      table: '"app"."team_members"',
      key: '"team_id"',
      user: '"user_id"',
    });
    expect(membershipSource(rule)).toBe(source);
  });

  it('refuses a column the table does not have, and a nullable group column', () => {
    expect(() =>
      membershipSource({ field: 'teamId', table: schema.teamMembers, key: 'team', user: 'user_id' }),
    ).toThrow('team_members has no column team');
    const loose = pgSchema('app').table('loose_members', { groupId: text('group_id'), userId: text('user_id') });
    expect(() => membershipSource({ field: 'groupId', table: loose, key: 'group_id', user: 'user_id' })).toThrow(
      'loose_members.group_id must be NOT NULL',
    );
  });
});
