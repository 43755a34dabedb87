import { describe, expect, it } from 'vitest';
import { answersSchema, emptyAnswers, type FormField, isEmptyAnswer, ZFormDefinition } from './forms.ts';

const fields: FormField[] = [
  { id: 'problem', type: 'LONG_TEXT', label: 'Problem', required: true },
  { id: 'name', type: 'SHORT_TEXT', label: 'Name', required: false, maxLength: 10 },
  { id: 'budget', type: 'NUMBER', label: 'Budget', required: false, min: 0, max: 100 },
  { id: 'stage', type: 'SINGLE_CHOICE', label: 'Stage', required: false, options: ['Idea', 'Pilot'] },
  { id: 'areas', type: 'MULTIPLE_CHOICE', label: 'Areas', required: false, options: ['A', 'B', 'C'], max: 2 },
  { id: 'site', type: 'URL', label: 'Site', required: false },
  { id: 'launch', type: 'DATE', label: 'Launch', required: false },
  { id: 'deck', type: 'FILE', label: 'Deck', required: false },
];

function problems(answers: unknown, draft = false): Record<string, string> {
  const r = answersSchema(fields, { draft }).safeParse(answers);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('form definitions', () => {
  it('accepts a well-formed definition', () => {
    expect(ZFormDefinition.safeParse(fields).success).toBe(true);
  });

  it('names what is wrong with a field', () => {
    const r = ZFormDefinition.safeParse([
      { id: 'a', type: 'SINGLE_CHOICE', label: 'Pick', required: true, options: ['x'] },
      { id: 'a', type: 'SHORT_TEXT', label: ' ', required: false, maxLength: 9000 },
      { id: '9bad', type: 'NUMBER', label: 'N', required: false, min: 5, max: 1 },
    ]);
    expect(r.success).toBe(false);
    const found = r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(found).toEqual(
      expect.arrayContaining([
        '0.options: add at least 2 options',
        '1.label: enter a label',
        '1.maxLength: at most 500 characters',
        '2.id: must start with a letter and use letters, digits, - or _',
        '2.max: must not be less than the minimum',
        '1.id: "a" is used twice',
      ]),
    );
  });

  it('refuses an empty form and duplicate options', () => {
    expect(ZFormDefinition.safeParse([]).success).toBe(false);
    const r = ZFormDefinition.safeParse([
      { id: 'a', type: 'MULTIPLE_CHOICE', label: 'A', required: false, options: ['Yes', 'yes'] },
    ]);
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual(['"yes" is listed twice']);
  });
});

describe('answers', () => {
  it('requires required fields on submit, not in a draft', () => {
    expect(problems({})).toEqual({ problem: 'Problem is required' });
    expect(problems({ problem: '   ' })).toEqual({ problem: 'Problem is required' });
    expect(problems({}, true)).toEqual({});
  });

  it('checks each type and its limits', () => {
    expect(
      problems({
        problem: 'x',
        name: 'far too long a name',
        budget: 101,
        stage: 'Launch',
        areas: ['A', 'B', 'C'],
        site: 'javascript:alert(1)',
        launch: '2026-02-30',
        deck: { name: 'Deck', url: 'ftp://x.y' },
      }),
    ).toEqual({
      name: 'at most 10 characters',
      budget: 'must be at most 100',
      stage: 'choose one of the options',
      areas: 'choose at most 2',
      site: 'enter a link starting with http:// or https://',
      launch: 'enter a date as YYYY-MM-DD',
      deck: 'enter a link starting with http:// or https://',
    });
  });

  it('keeps half-typed answers in a draft but still refuses the wrong kind or length', () => {
    expect(problems({ site: 'htt', launch: '2026-0', budget: 500, areas: ['A', 'B', 'C'] }, true)).toEqual({});
    expect(problems({ budget: 'ten', stage: 'Launch', name: 'x'.repeat(11) }, true)).toEqual({
      budget: 'must be a number',
      stage: 'choose one of the options',
      name: 'at most 10 characters',
    });
  });

  it('trims text, drops unknown keys and fills what is missing', () => {
    const r = answersSchema(fields).parse({ problem: '  Too slow  ', extra: 'x', site: ' https://a.io ' });
    expect(r).toEqual({ ...emptyAnswers(fields), problem: 'Too slow', site: 'https://a.io' });
    expect(Object.keys(r)).not.toContain('extra');
  });

  it('takes an uploaded file as a FILE answer (name, fileId, size, type), and still a named link', () => {
    const uploaded = { name: ' Deck.pdf ', fileId: 'f1', size: 120, contentType: 'application/pdf' };
    expect(answersSchema(fields, { draft: true }).parse({ deck: uploaded }).deck).toEqual({
      ...uploaded,
      name: 'Deck.pdf',
    });
    expect(answersSchema(fields, { draft: true }).parse({ deck: { name: 'D', url: 'https://a.io/d' } }).deck).toEqual({
      name: 'D',
      url: 'https://a.io/d',
    });
    expect(problems({ deck: { ...uploaded, size: -1 } }, true)).toEqual({
      deck: 'must be an uploaded file or a named link',
    });
    expect(isEmptyAnswer({ name: '', fileId: '', size: 0, contentType: '' })).toBe(true);
  });

  it('knows an empty answer', () => {
    expect([null, '', ' ', [], { name: '', url: '' }].every((v) => isEmptyAnswer(v))).toBe(true);
    expect([0, 'a', ['A'], { name: 'd', url: '' }].some((v) => isEmptyAnswer(v))).toBe(false);
  });
});
