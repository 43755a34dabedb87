import type { FormField } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import {
  answerProblems,
  carryAnswers,
  fileAnswerOf,
  firstProblem,
  formatDateAnswer,
  linkFileAnswer,
  parseContent,
  storedFileAnswer,
  withoutProblems,
} from './answers.ts';

const fields: FormField[] = [
  { id: 'problem', type: 'LONG_TEXT', label: 'Problem', required: true },
  { id: 'size', type: 'NUMBER', label: 'Market size', required: false, min: 1, max: 100 },
  { id: 'kind', type: 'SINGLE_CHOICE', label: 'Kind', required: true, options: ['Product', 'Process'] },
];

describe('answers', () => {
  it("turns answersSchema's problems into one sentence per field", () => {
    const problems = answerProblems(fields, { problem: '  ', size: 500, kind: null });
    expect(problems).toEqual({
      problem: 'Problem is required.',
      size: 'Must be at most 100.',
      kind: 'Kind is required.',
    });
    expect(firstProblem(fields, problems)).toBe('problem');
  });

  it('lets a draft miss required answers but not take a wrong kind of answer', () => {
    expect(answerProblems(fields, { problem: null, kind: null }, { draft: true })).toEqual({});
    expect(answerProblems(fields, { kind: 'Other' }, { draft: true })).toEqual({ kind: 'Choose one of the options.' });
  });

  it('leaves out the answers with problems', () => {
    expect(withoutProblems({ problem: 'x', kind: 'Other' }, { kind: 'bad' })).toEqual({ problem: 'x' });
  });

  it('reads AWSJSON text or an object, and nothing else', () => {
    expect(parseContent('{"a":1}')).toEqual({ a: 1 });
    expect(parseContent({ a: 'x' })).toEqual({ a: 'x' });
    expect(parseContent('not json')).toEqual({});
    expect(parseContent('[1]')).toEqual({});
  });

  it('carries answers to another version only where the field kept its id and type', () => {
    const next: FormField[] = [
      { id: 'problem', type: 'LONG_TEXT', label: 'The problem', required: true },
      { id: 'size', type: 'SHORT_TEXT', label: 'Size', required: false },
    ];
    expect(carryAnswers({ problem: 'p', size: 5, kind: 'Product' }, fields, next)).toEqual({ problem: 'p' });
  });

  it('writes a date out', () => {
    expect(formatDateAnswer('2026-03-04')).toBe('4 March 2026');
  });
});

describe('file answers', () => {
  const uploaded = { id: 'f-1', name: 'plan.pdf', size: 2048, contentType: 'application/pdf' };

  it('tells an uploaded file from a link', () => {
    const answer = fileAnswerOf(uploaded);
    expect(storedFileAnswer(answer)).toEqual({
      name: 'plan.pdf',
      fileId: 'f-1',
      size: 2048,
      contentType: 'application/pdf',
    });
    expect(linkFileAnswer(answer)).toEqual({ name: '', url: '' });
    const link = { name: 'Plan', url: 'https://example.com/plan.pdf' };
    expect(storedFileAnswer(link)).toBeNull();
    expect(linkFileAnswer(link)).toEqual(link);
  });

  it('reads no answer and other answers as neither', () => {
    expect(storedFileAnswer(null)).toBeNull();
    expect(storedFileAnswer('text')).toBeNull();
    expect(linkFileAnswer(undefined)).toEqual({ name: '', url: '' });
    expect(linkFileAnswer(['a'])).toEqual({ name: '', url: '' });
  });
});
