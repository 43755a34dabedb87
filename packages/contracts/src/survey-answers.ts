// A survey question's validation and the rule an answer must meet, defined once: the public survey form (an
// island, so this module stays free of zod) checks each answer with it before sending, and the data service's
// answerSurveyQuestion checks it again. The back-office's builder writes the validation (surveys.ts's schema).

/** Per control: TEXT minLength/maxLength; NUMBER min/max/integer; RANGE min/max/step. */
export interface TSurveyValidation {
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean | null;
  minLength?: number;
  maxLength?: number;
}

export interface TSurveyAnswerQuestion {
  control: string;
  required?: boolean | null;
  validation?: TSurveyValidation | null;
}

/** Longest text answer when the question sets no maxLength. */
export const SURVEY_TEXT_MAX = 2_000;

export const SURVEY_ANSWER_MESSAGES = {
  required: 'This question needs an answer.',
  boolean: 'Choose yes or no.',
  text: 'Enter text.',
  number: 'Enter a number.',
  integer: 'Enter a whole number.',
  /** Past what a double holds exactly: no survey asks for numbers that large. */
  tooLarge: 'Enter a smaller number.',
  noAnswer: 'This item takes no answer.',
} as const;

/** Whether a survey item is a question (takes an answer): every control but DIVIDER, a section heading. */
export function isSurveyQuestion(item: { control: string }): boolean {
  return item.control !== 'DIVIDER';
}

/** Whether `value` counts as no answer (null, undefined or empty text). */
export function isNoAnswer(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * What is wrong with an answer, in words for the visitor, or undefined when it is acceptable (no answer to an
 * optional question is acceptable). A RANGE answer must sit on its step from min.
 */
export function surveyAnswerProblem(q: TSurveyAnswerQuestion, value: unknown): string | undefined {
  if (!isSurveyQuestion(q)) return SURVEY_ANSWER_MESSAGES.noAnswer;
  if (isNoAnswer(value)) return q.required ? SURVEY_ANSWER_MESSAGES.required : undefined;
  const v = q.validation ?? {};
  switch (q.control) {
    case 'BOOLEAN':
      return typeof value === 'boolean' ? undefined : SURVEY_ANSWER_MESSAGES.boolean;
    case 'TEXT': {
      if (typeof value !== 'string') return SURVEY_ANSWER_MESSAGES.text;
      const max = v.maxLength ?? SURVEY_TEXT_MAX;
      if (value.length > max) return `At most ${max} characters.`;
      if (v.minLength !== undefined && value.trim().length < v.minLength) return `At least ${v.minLength} characters.`;
      return undefined;
    }
    case 'NUMBER':
    case 'RANGE': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return SURVEY_ANSWER_MESSAGES.number;
      if (Math.abs(value) > Number.MAX_SAFE_INTEGER) return SURVEY_ANSWER_MESSAGES.tooLarge;
      if (v.min !== undefined && value < v.min) return `At least ${v.min}.`;
      if (v.max !== undefined && value > v.max) return `At most ${v.max}.`;
      if (q.control === 'NUMBER' && v.integer && !Number.isInteger(value)) return SURVEY_ANSWER_MESSAGES.integer;
      if (q.control === 'RANGE' && v.step !== undefined && v.step > 0) {
        const steps = (value - (v.min ?? 0)) / v.step;
        if (Math.abs(steps - Math.round(steps)) > 1e-9) return `Choose a value in steps of ${v.step}.`;
      }
      return undefined;
    }
    default:
      return SURVEY_ANSWER_MESSAGES.noAnswer;
  }
}
