import { UNTITLED_IDEA } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import type { DraftDetails } from './draft-api.ts';
import { draftInput } from './draft-api.ts';
import { normaliseTags, saveStatusText, startValues, textProblems } from './idea-form.ts';

describe('idea form', () => {
  it('keeps tags as the server does: trimmed, lower case, unique, at most ten', () => {
    expect(normaliseTags([' Energy ', 'energy', 'AI', ''])).toEqual(['energy', 'ai']);
    expect(normaliseTags(Array.from({ length: 12 }, (_, i) => `t${i}`))).toHaveLength(10);
  });

  it('asks for a title on submit, not for a draft', () => {
    const text = { title: '  ', summary: '', category: '', tags: [] };
    expect(textProblems(text).title).toBe('Give your idea a title.');
    expect(textProblems(text, { draft: true })).toEqual({});
  });

  it('saves a draft without a title under the stand-in, and shows the stand-in as an empty field', () => {
    const input = draftInput(
      { title: '', summary: ' ', category: '', tags: [], content: { a: 'x' } },
      { templateId: 'lean-canvas', templateVersion: 1 },
      UNTITLED_IDEA,
    );
    expect(input).toEqual({
      templateId: 'lean-canvas',
      templateVersion: 1,
      campaignId: null,
      anonymous: false,
      title: UNTITLED_IDEA,
      summary: null,
      content: '{"a":"x"}',
      category: null,
      tags: [],
    });
    const details = {
      idea: { title: UNTITLED_IDEA, summary: null, category: null, tags: ['x'] },
      content: '{"a":"x"}',
    } as unknown as DraftDetails;
    expect(startValues(details)).toEqual({ title: '', summary: '', category: '', tags: ['x'], content: { a: 'x' } });
  });

  it('saves the campaign and anonymity with the draft; anonymity only inside a campaign', () => {
    const values = { title: 'Solar roofs', summary: '', category: 'Energy', tags: [], content: {} };
    const target = { id: 'i-1', templateId: 'problem-statement' };
    expect(draftInput(values, target, UNTITLED_IDEA, { campaignId: 'c-1', anonymous: true })).toMatchObject({
      id: 'i-1',
      campaignId: 'c-1',
      anonymous: true,
      category: 'Energy',
    });
    expect(draftInput(values, target, UNTITLED_IDEA, { campaignId: null, anonymous: true })).toMatchObject({
      campaignId: null,
      anonymous: false,
    });
  });

  it('says when the draft was saved', () => {
    expect(saveStatusText({ kind: 'saved', at: new Date('2026-11-25T12:04:30Z') }, 'UTC')).toBe('Saved at 12:04');
    expect(saveStatusText({ kind: 'saving' })).toBe('Saving…');
  });
});
