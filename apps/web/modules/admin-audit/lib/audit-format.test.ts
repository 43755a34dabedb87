import { describe, expect, it } from 'vitest';
import { actorLabel, shortTarget, targetModel } from './audit-format.ts';

describe('the audit log’s words', () => {
  it('names the actor by profile, else by what the log recorded', () => {
    expect(actorLabel({ actor: 'u1', actorName: 'Ada Lovelace', actorEmail: 'ada@example.com' })).toEqual({
      primary: 'Ada Lovelace',
      secondary: 'ada@example.com',
    });
    expect(actorLabel({ actor: 'u1', actorName: null, actorEmail: 'ada@example.com' })).toEqual({
      primary: 'ada@example.com',
      secondary: null,
    });
    expect(actorLabel({ actor: 'service:api-key', actorName: null, actorEmail: null }).primary).toBe(
      'The platform (API key)',
    );
    expect(actorLabel({ actor: 'guest:eu-west-2:1', actorName: null, actorEmail: null })).toEqual({
      primary: 'A visitor',
      secondary: 'guest:eu-west-2:1',
    });
    expect(actorLabel({ actor: null, actorName: null, actorEmail: null }).primary).toBe('Unknown');
  });

  it('widens a target to its model', () => {
    expect(targetModel('Tenant:abc')).toBe('Tenant:');
    expect(targetModel('Tenant:')).toBe('Tenant:');
    expect(targetModel('odd')).toBe('odd');
  });

  it('shortens a long target id for the table', () => {
    expect(shortTarget('Tenant:ca9a4037-da91-4018-9804-64de4d07a943')).toBe('Tenant:ca9a4037…');
    expect(shortTarget('Idea:short')).toBe('Idea:short');
    expect(shortTarget('Tenant:')).toBe('Tenant:');
  });
});
