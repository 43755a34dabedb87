import { describe, expect, it } from 'vitest';
import { similarityQuery } from './find-similar-ideas.ts';

describe('similarityQuery', () => {
  it('keeps the telling words of a title, each also as a prefix, any of them', () => {
    expect(similarityQuery('Solar panels on the roof')).toBe('solar:* | panels:* | roof:*');
    expect(similarityQuery('Café für Ärzte, 24/7')).toBe('café:* | für:* | ärzte:* | 24 | 7');
  });
  it('leaves out common words and matches short ones whole', () => {
    expect(similarityQuery('A better way to use AI for HR')).toBe('ai | hr');
    expect(similarityQuery('How we could do it')).toBeNull();
  });
  it('leaves nothing of the query syntax, and no words is no query', () => {
    expect(similarityQuery("x & b | !c <-> d:* 'e' (f)")).toBe('x | b | c | d | e | f');
    expect(similarityQuery('solar SOLAR Solar')).toBe('solar:*');
    expect(similarityQuery(' &|!() ')).toBeNull();
  });
});
