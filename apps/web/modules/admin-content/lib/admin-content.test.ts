import { describe, expect, it } from 'vitest';
import { fromLocalInput, parseHashtags, resourceFormValues, saveResourceInput, toLocalInput } from './admin-content.ts';

describe('the resource editor’s values', () => {
  it('reads hashtags typed with or without #, spaces or commas, once each', () => {
    expect(parseHashtags('#ai, pilots  ##funding #ai')).toEqual(['ai', 'pilots', 'funding']);
    expect(parseHashtags('  ')).toEqual([]);
  });

  it('turns the form into saveResource’s input: empty texts are none, the author a name', () => {
    const values = { ...resourceFormValues(null), title: 'T', hashtags: '#a b', authorName: 'Ada', content: 'x' };
    expect(saveResourceInput(null, { ...values, slug: '', category: '', cover: '', shortDescription: '' })).toEqual({
      title: 'T',
      slug: null,
      type: 'INNOVATION_JOURNAL',
      category: null,
      hashtags: ['a', 'b'],
      author: { name: 'Ada' },
      shortDescription: null,
      content: 'x',
      cover: null,
      isBreaking: false,
    });
    expect(saveResourceInput('r1', { ...values, authorName: '' })).toMatchObject({ id: 'r1', author: null });
  });

  it('round-trips a local date and time', () => {
    const iso = '2026-11-26T10:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a date')).toBeNull();
  });
});
