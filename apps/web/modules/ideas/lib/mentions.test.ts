import { describe, expect, it } from 'vitest';
import { insertMention, mentionQueryAt, mentionToken, splitMentions } from './mentions.ts';

describe('mentions', () => {
  it('splits a body into text and mentions', () => {
    expect(splitMentions('Thanks @[Ada Lovelace](user:u-1), and @[Bo](user:u-2)!')).toEqual([
      { kind: 'text', text: 'Thanks ' },
      { kind: 'mention', name: 'Ada Lovelace', userId: 'u-1' },
      { kind: 'text', text: ', and ' },
      { kind: 'mention', name: 'Bo', userId: 'u-2' },
      { kind: 'text', text: '!' },
    ]);
    expect(splitMentions('plain @Ada')).toEqual([{ kind: 'text', text: 'plain @Ada' }]);
    expect(splitMentions('')).toEqual([]);
  });

  it('finds the mention being typed before the caret only after a space or at the start', () => {
    expect(mentionQueryAt('Hi @ad', 6)).toEqual({ start: 3, query: 'ad' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail me@ad', 10)).toBeNull();
    expect(mentionQueryAt('Hi @ad and more', 15)).toBeNull();
  });

  it('replaces the typed query with the token and puts the caret after it', () => {
    const result = insertMention('Hi @ad!', 3, 6, { userId: 'u-1', name: 'Ada [L]' });
    expect(result.body).toBe('Hi @[Ada  L](user:u-1) !');
    expect(result.caret).toBe('Hi @[Ada  L](user:u-1) '.length);
    expect(splitMentions(result.body)[1]).toEqual({ kind: 'mention', name: 'Ada  L', userId: 'u-1' });
    expect(mentionToken({ userId: 'u-2', name: null })).toBe('@[Someone](user:u-2)');
  });
});
