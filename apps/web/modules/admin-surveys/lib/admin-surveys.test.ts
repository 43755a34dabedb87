import { type TSaveSurveyInput, ZSaveSurveyInput } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import { answerText, newQuestion, parseAnswers, saveSurveyInput, surveyFormValues } from './admin-surveys.ts';

describe('the survey builder’s values', () => {
  it('sends what the form parsed: numbers, ISO dates, no empty validation or default', () => {
    const form: TSaveSurveyInput = {
      ...surveyFormValues(null),
      name: 'n',
      title: 't',
      startAt: '2026-11-26T10:30',
      questions: [
        { ...newQuestion('NUMBER'), title: 'How many?', validation: { min: '1', max: '', integer: true } },
        { ...newQuestion('DIVIDER'), title: 'Part two', required: true },
      ],
    };
    const parsed = ZSaveSurveyInput.safeParse(form);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['questions.1.required']);
    form.questions[1] = { ...newQuestion('DIVIDER'), title: 'Part two' };
    const input = saveSurveyInput(ZSaveSurveyInput.parse(form));
    expect(input).toMatchObject({ name: 'n', title: 't', description: null, endAt: null });
    expect(input.startAt).toBe(new Date('2026-11-26T10:30').toISOString());
    expect(input.questions).toEqual([
      {
        control: 'NUMBER',
        title: 'How many?',
        fieldName: null,
        required: false,
        validation: { min: 1, integer: true },
        defaultValue: null,
      },
      { control: 'DIVIDER', title: 'Part two', fieldName: null, required: false, validation: null, defaultValue: null },
    ]);
  });

  it('shows answers as the table does', () => {
    expect(parseAnswers('{"a":true,"b":3}')).toEqual({ a: true, b: 3 });
    expect(parseAnswers('not json')).toEqual({});
    expect([true, false, null, '', 7, 'x'].map(answerText)).toEqual(['Yes', 'No', '—', '—', '7', 'x']);
  });
});
