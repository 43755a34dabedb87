import { describe, expect, it } from 'vitest';
import {
  answerFromControl,
  checkAnswer,
  initialAnswer,
  parseValidation,
  surveyIntro,
  surveyQuestionCount,
  type TSurveyQuestion,
} from './survey.ts';

const q = (control: TSurveyQuestion['control'], extra: Partial<TSurveyQuestion> = {}): TSurveyQuestion => ({
  id: 'q',
  order: 1,
  title: 'T',
  fieldName: 'f',
  required: true,
  control,
  validation: null,
  defaultValue: null,
  ...extra,
});

describe('survey rules', () => {
  it("reads each control's value as its answer", () => {
    expect(answerFromControl(q('BOOLEAN'), 'true')).toBe(true);
    expect(answerFromControl(q('BOOLEAN'), 'false')).toBe(false);
    expect(answerFromControl(q('NUMBER'), '12')).toBe(12);
    expect(answerFromControl(q('NUMBER'), '')).toBeNull();
    expect(answerFromControl(q('RANGE'), '6')).toBe(6);
    expect(answerFromControl(q('TEXT'), 'Approvals')).toBe('Approvals');
  });
  it('requires an answer to a required question', () => {
    expect(checkAnswer(q('NUMBER'), null)).toBe('This question needs an answer.');
    expect(checkAnswer(q('TEXT', { required: false }), '')).toBeUndefined();
  });
  it('checks number bounds and text length', () => {
    const n = q('NUMBER', { validation: { min: 0, max: 10 } });
    expect(checkAnswer(n, -1)).toBe('At least 0.');
    expect(checkAnswer(n, 11)).toBe('At most 10.');
    expect(checkAnswer(n, 5)).toBeUndefined();
    expect(checkAnswer(q('TEXT', { validation: { maxLength: 3 } }), 'abcd')).toBe('At most 3 characters.');
  });
  it('does not let a default answer a required yes/no question', () => {
    expect(initialAnswer(q('BOOLEAN', { defaultValue: 'false' }))).toBeNull();
    expect(initialAnswer(q('RANGE', { defaultValue: '5' }))).toBe(5);
  });
  it('parses AWSJSON validation', () => {
    expect(parseValidation('{"min":1}')).toEqual({ min: 1 });
    expect(parseValidation('nope')).toBeNull();
  });
  it('counts the questions, not the dividers between them', () => {
    const items = [q('BOOLEAN'), q('DIVIDER'), q('NUMBER'), q('RANGE'), q('DIVIDER'), q('TEXT'), q('BOOLEAN')];
    expect(surveyQuestionCount(items)).toBe(5);
    expect(surveyQuestionCount([q('DIVIDER')])).toBe(0);
  });
  it('opens with the count of questions, computed, before the survey’s own description', () => {
    expect(
      surveyIntro({ questions: [q('BOOLEAN'), q('DIVIDER'), q('TEXT')], description: 'Results every quarter.' }),
    ).toBe('This survey has 2 questions. Results every quarter.');
    expect(surveyIntro({ questions: [q('DIVIDER'), q('NUMBER')], description: null })).toBe(
      'This survey has 1 question.',
    );
  });
  it('asks for whole numbers where the question counts something', () => {
    const count = q('NUMBER', { validation: { min: 0, integer: true } });
    expect(checkAnswer(count, answerFromControl(count, '2.5'))).toBe('Enter a whole number.');
    expect(checkAnswer(count, answerFromControl(count, '3'))).toBeUndefined();
    expect(checkAnswer(q('NUMBER'), 2.5)).toBeUndefined();
  });
});
