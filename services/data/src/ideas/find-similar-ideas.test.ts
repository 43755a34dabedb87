import { describe, expect, it } from 'vitest';
import { similarityQuery } from './find-similar-ideas.ts';

describe('similarityQuery', () => {
  it('keeps the words of a title, each also as a prefix, any of them', () => {
    expect(similarityQuery('Solar panels on the roof')).toBe('solar:* | panels:* | on:* | the:* | roof:*');
    expect(similarityQuery('Café für Ärzte, 24/7')).toBe('café:* | für:* | ärzte:* | 24:* | 7:*');
  });
  it('leaves nothing of the query syntax, and no words is no query', () => {
    expect(similarityQuery("a & b | !c <-> d:* 'e' (f)")).toBe('a:* | b:* | c:* | d:* | e:* | f:*');
    expect(similarityQuery('solar SOLAR Solar')).toBe('solar:*');
    expect(similarityQuery(' &|!() ')).toBeNull();
  });
});
