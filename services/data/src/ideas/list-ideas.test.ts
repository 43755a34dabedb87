import { describe, expect, it } from 'vitest';
import { boardSearchQuery } from './list-ideas.ts';

describe('the board search', () => {
  it('requires every word, each as a prefix, lower-cased', () => {
    expect(boardSearchQuery('Solar Roof')).toBe('solar:* & roof:*');
    expect(boardSearchQuery('café-au-lait 2026')).toBe('café:* & au:* & lait:* & 2026:*');
  });

  it('lets no tsquery syntax through, and has no query without a word', () => {
    expect(boardSearchQuery("a' & b | !c:* (d)")).toBe('a:* & b:* & c:* & d:*');
    expect(boardSearchQuery("'&|!:* ()")).toBeNull();
  });
});
