import { describe, expect, it } from 'vitest';
import { COVER_PATTERN, slugify } from './resources.ts';
import { SURVEY_ANSWER_MESSAGES, surveyAnswerProblem } from './survey-answers.ts';
import { surveyFieldName, surveyState, ZSurveyQuestionInput } from './surveys.ts';

describe('surveyAnswerProblem', () => {
  it('applies each control’s validation', () => {
    const range = { control: 'RANGE', validation: { min: 1, max: 9, step: 2 } };
    expect(surveyAnswerProblem(range, 3)).toBeUndefined();
    expect(surveyAnswerProblem(range, 4)).toBe('Choose a value in steps of 2.');
    expect(surveyAnswerProblem({ control: 'NUMBER', validation: { integer: true } }, 1.5)).toBe(
      'Enter a whole number.',
    );
    expect(surveyAnswerProblem({ control: 'TEXT', validation: { minLength: 3 } }, ' ab ')).toBe(
      'At least 3 characters.',
    );
    expect(surveyAnswerProblem({ control: 'TEXT', required: true }, '')).toBe('This question needs an answer.');
    expect(surveyAnswerProblem({ control: 'TEXT' }, '')).toBeUndefined();
    expect(surveyAnswerProblem({ control: 'DIVIDER' }, 'x')).toBe('This item takes no answer.');
  });
});

describe('survey building', () => {
  it('makes unique camelCase field names from titles', () => {
    expect(surveyFieldName('How many people?', [])).toBe('howManyPeople');
    expect(surveyFieldName('How many people?', ['HOWMANYPEOPLE'])).toBe('howManyPeople2');
    expect(surveyFieldName('2026 plans', [])).toBe('q2026Plans');
    expect(surveyFieldName('¿Qué?', [])).toBe('que');
  });

  it('states a survey from its dates', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    expect(surveyState({}, now)).toBe('DRAFT');
    expect(surveyState({ startAt: '2026-01-11T00:00:00Z' }, now)).toBe('SCHEDULED');
    expect(surveyState({ startAt: '2026-01-01T00:00:00Z' }, now)).toBe('OPEN');
    expect(surveyState({ startAt: '2026-01-01T00:00:00Z', endAt: '2026-01-10T00:00:00Z' }, now)).toBe('ENDED');
  });

  it('takes numbers typed in a form and checks the default against the validation', () => {
    const parsed = ZSurveyQuestionInput.parse({
      control: 'RANGE',
      title: 'R',
      validation: { min: '1', max: '5', step: '' },
    });
    expect(parsed.validation).toMatchObject({ min: 1, max: 5, step: undefined });
    const bad = ZSurveyQuestionInput.safeParse({
      control: 'RANGE',
      title: 'R',
      validation: { min: 1, max: 5 },
      defaultValue: '7',
    });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['defaultValue'], message: 'at most 5' });
  });
});

describe('slugify', () => {
  it('makes lower-case ASCII slugs with single hyphens', () => {
    expect(slugify('  Ten Lessons — from Pilots! ')).toBe('ten-lessons-from-pilots');
    expect(slugify('Café Über')).toBe('cafe-uber');
    expect(slugify('!!!')).toBe('resource');
  });
});

describe('a numeric survey answer', () => {
  it('is refused past what a double holds exactly', () => {
    const q = { control: 'NUMBER' as const, required: false, validation: {} };
    expect(surveyAnswerProblem(q, 1e17)).toBe(SURVEY_ANSWER_MESSAGES.tooLarge);
    expect(surveyAnswerProblem(q, -1e17)).toBe(SURVEY_ANSWER_MESSAGES.tooLarge);
    expect(surveyAnswerProblem(q, 9_007_199_254_740_991)).toBeUndefined();
  });
});

describe('a resource cover', () => {
  it('is an uploaded cover or one of the site’s images, never a path out of /images', () => {
    expect(COVER_PATTERN.test('/files/public/covers/abc-123/w640.webp')).toBe(true);
    expect(COVER_PATTERN.test('/images/resources/launch.svg')).toBe(true);
    expect(COVER_PATTERN.test('/images/../admin/users')).toBe(false);
  });
});
