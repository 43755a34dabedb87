// The export's file and the rules that keep other people out of it, as pure functions: RFC 4180 CSV with a header
// and inert formulas, the ZIP's entries, mentions of others made anonymous, actors and targets not named.
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { actorLabel, targetLabel, withoutOthersMentions } from './collect-user-data.ts';
import { exportArchive, tableCsv } from './export-archive.ts';

describe('tableCsv', () => {
  it('writes a header, CRLF records, quotes where needed, JSON for lists and inert formulas', () => {
    const csv = tableCsv({
      file: 'x.csv',
      columns: ['id', 'text', 'tags', 'at', 'none'],
      rows: [
        { id: '1', text: 'a, "quoted"\nline', tags: ['a', 'b'], at: new Date('2026-01-02T03:04:05Z'), none: null },
        { id: '2', text: '=1+1', tags: [], at: null },
        { id: '3', text: '@SUM(A1)', tags: null, at: null },
      ],
    });
    expect(csv).toBe(
      'id,text,tags,at,none\r\n' +
        '1,"a, ""quoted""\nline","[""a"",""b""]",2026-01-02T03:04:05.000Z,\r\n' +
        "2,'=1+1,[],,\r\n" +
        "3,'@SUM(A1),,,\r\n",
    );
  });

  it('writes the header alone for an empty list', () => {
    expect(tableCsv({ file: 'x.csv', columns: ['a', 'b'], rows: [] })).toBe('a,b\r\n');
  });
});

describe('exportArchive', () => {
  it('holds data.json and one CSV per table', () => {
    const zip = exportArchive(
      { json: { userId: 'u1', list: [{ a: 1 }] }, tables: [{ file: 'list.csv', columns: ['a'], rows: [{ a: 1 }] }] },
      new Date('2026-01-02T00:00:00Z'),
    );
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual(['data.json', 'list.csv']);
    expect(JSON.parse(new TextDecoder().decode(entries['data.json']))).toEqual({ userId: 'u1', list: [{ a: 1 }] });
    expect(new TextDecoder().decode(entries['list.csv'])).toBe('a\r\n1\r\n');
  });
});

describe('other people', () => {
  it('mentions of others become "@[a person]"; the user’s own stay', () => {
    expect(withoutOthersMentions('Ask @[Bo Smith](user:u2) and @[Me](user:u1).', 'u1')).toBe(
      'Ask @[a person] and @[Me](user:u1).',
    );
    expect(withoutOthersMentions(null, 'u1')).toBeNull();
  });

  it('names the user and the system as actors, never another person', () => {
    expect(actorLabel('u1', 'u1')).toBe('you');
    expect(actorLabel('u2', 'u1')).toBe('another person');
    expect(actorLabel('system:campaign-phases', 'u1')).toBe('system:campaign-phases');
    expect(actorLabel('stripe', 'u1')).toBe('stripe');
    expect(actorLabel(null, 'u1')).toBe('system');
  });

  it('keeps targets, except another person’s profile id', () => {
    expect(targetLabel('Idea:i1', 'u1')).toBe('Idea:i1');
    expect(targetLabel('UserProfile:u1', 'u1')).toBe('UserProfile:u1');
    expect(targetLabel('UserProfile:u2', 'u1')).toBe('UserProfile');
    expect(targetLabel(null, 'u1')).toBeNull();
  });
});
