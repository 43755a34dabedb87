// The active survey: its shape, the queries, its introduction (the number of questions, counted from its items),
// and the client-side rules: contracts' survey-answers.ts, the rule answerSurveyQuestion checks on the server too
// (required answers, number bounds, whole numbers for counts, range steps, text length).
import type { SurveyControlType } from '@innov/contracts';
import { isSurveyQuestion, surveyAnswerProblem, type TSurveyValidation } from '@innov/contracts/survey-answers';
import type { FunctionSpec } from '../../data/lib/requests.ts';

export type { TSurveyValidation };

export interface TSurveyQuestion {
  id: string;
  order: number | null;
  title: string;
  fieldName: string;
  required: boolean | null;
  control: SurveyControlType;
  validation: TSurveyValidation | null;
  defaultValue: string | null;
}

export interface TSurvey {
  id: string;
  name: string;
  title: string;
  description: string | null;
  questions: TSurveyQuestion[];
}

export const GET_ACTIVE_SURVEY = /* GraphQL */ `
  query GetActiveSurvey {
    getActiveSurvey {
      id name title description
      questions(limit: 100) { items { id order title fieldName required control validation defaultValue } }
    }
  }
`;

export const ANSWER_SURVEY_QUESTION: FunctionSpec = {
  name: 'answerSurveyQuestion',
  kind: 'mutation',
  args: { input: 'AnswerSurveyQuestionInput!' },
  selection: 'id',
};

export type TAnswer = boolean | number | string | null;

/** AWSJSON arrives as text; the validation object is parsed once. */
export function parseValidation(raw: unknown): TSurveyValidation | null {
  if (!raw) return null;
  if (typeof raw === 'object') return raw as TSurveyValidation;
  try {
    return JSON.parse(String(raw)) as TSurveyValidation;
  } catch {
    return null;
  }
}

export function initialAnswer(q: TSurveyQuestion): TAnswer {
  switch (q.control) {
    case 'RANGE': {
      const v = Number(q.defaultValue ?? q.validation?.min ?? 0);
      return Number.isFinite(v) ? v : 0;
    }
    case 'TEXT':
      return q.defaultValue ?? '';
    default:
      // BOOLEAN and NUMBER start unanswered: a default must not answer a required question for the visitor.
      return null;
  }
}

/** The answer a control's value stands for: a radio's "true"/"false", a number field's text (empty is no answer). */
export function answerFromControl(q: TSurveyQuestion, value: string): TAnswer {
  switch (q.control) {
    case 'BOOLEAN':
      return value === 'true';
    case 'NUMBER':
      return value === '' ? null : Number(value);
    case 'RANGE':
      return Number(value);
    default:
      return value;
  }
}

export function checkAnswer(q: TSurveyQuestion, value: TAnswer): string | undefined {
  return surveyAnswerProblem(q, value);
}

/** The questions among a survey's items: dividers (section headings) are not questions. */
export function surveyQuestions<Q extends Pick<TSurveyQuestion, 'control'>>(items: Q[]): Q[] {
  return items.filter(isSurveyQuestion);
}

export function surveyQuestionCount(items: Pick<TSurveyQuestion, 'control'>[]): number {
  return surveyQuestions(items).length;
}

/**
 * The survey's introduction: how many questions it asks, counted from its items when the page renders (a stored
 * text would go stale as the back-office edits the survey), then the survey's own description.
 */
export function surveyIntro(survey: { questions: Pick<TSurveyQuestion, 'control'>[]; description: string | null }) {
  const n = surveyQuestionCount(survey.questions);
  const count = `This survey has ${n} question${n === 1 ? '' : 's'}.`;
  return survey.description?.trim() ? `${count} ${survey.description.trim()}` : count;
}
