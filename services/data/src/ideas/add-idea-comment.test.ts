import { describe, expect, it } from 'vitest';
import { keepMentions, mentionedIds } from './add-idea-comment.ts';

describe('mentions in a comment', () => {
  const body = 'Hi @[Ann Lee](user:a-1), @[Bob](user:b-2) and @[Ann Lee](user:a-1) again; @[Broken](user:) and @plain';

  it('finds each person mentioned once, in order', () => {
    expect(mentionedIds(body)).toEqual(['a-1', 'b-2']);
    expect(mentionedIds('no mentions, [x](user:y) is not one')).toEqual([]);
  });

  it('keeps the tokens of the people kept and writes the others as plain text', () => {
    expect(keepMentions(body, new Map([['a-1', 'Ann Lee']]))).toBe(
      'Hi @[Ann Lee](user:a-1), @Bob and @[Ann Lee](user:a-1) again; @[Broken](user:) and @plain',
    );
    expect(keepMentions(body, new Map())).toBe('Hi @Ann Lee, @Bob and @Ann Lee again; @[Broken](user:) and @plain');
  });

  it('names a kept person as the server knows them, not as the comment wrote it', () => {
    expect(keepMentions('Ask @[The CEO](user:a-1)', new Map([['a-1', 'Ann Lee']]))).toBe('Ask @[Ann Lee](user:a-1)');
  });

  it('leaves no token behind that writing another one plain made', () => {
    const nested = '@[@[Alice](user:ghost)](user:outsider)';
    expect(mentionedIds(nested)).toEqual(['ghost']);
    const kept = keepMentions(nested, new Map([['a-1', 'Ann Lee']]));
    expect(mentionedIds(kept)).toEqual([]);
    expect(kept).toBe('@@Alice');
  });
});
