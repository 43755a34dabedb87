// Surveys built in the back-office: the survey and its questions as the builder submits them and saveSurvey
// parses them (one schema), a question's validation per control, a survey's state from its dates, and the
// generated field names. The answer rule itself is zod-free, in survey-answers.ts, for the public form's island.
import { z } from 'zod';
import { SURVEY_CONTROL_TYPES, type SurveyControlType } from './enums.ts';
import { surveyAnswerProblem, type TSurveyValidation } from './survey-answers.ts';

export {
  SURVEY_ANSWER_MESSAGES,
  SURVEY_TEXT_MAX,
  surveyAnswerProblem,
  type TSurveyValidation,
} from './survey-answers.ts';

export const SURVEY_LIMITS = { questions: 100, title: 500, name: 120, surveyTitle: 300, description: 4_000 } as const;

/** Where a survey stands: DRAFT (no start), SCHEDULED (starts later), OPEN, or ENDED. */
export const SURVEY_STATES = ['DRAFT', 'SCHEDULED', 'OPEN', 'ENDED'] as const;
export type SurveyState = (typeof SURVEY_STATES)[number];

export function surveyState(
  s: { startAt?: string | Date | null; endAt?: string | Date | null },
  now: Date = new Date(),
): SurveyState {
  if (!s.startAt) return 'DRAFT';
  const t = now.getTime();
  if (new Date(s.startAt).getTime() > t) return 'SCHEDULED';
  if (s.endAt && new Date(s.endAt).getTime() <= t) return 'ENDED';
  return 'OPEN';
}

/** Which validation keys each control takes (the builder shows these fields). */
export const SURVEY_VALIDATION_KEYS: Record<SurveyControlType, readonly (keyof TSurveyValidation)[]> = {
  BOOLEAN: [],
  TEXT: ['minLength', 'maxLength'],
  NUMBER: ['min', 'max', 'integer'],
  RANGE: ['min', 'max', 'step'],
  DIVIDER: [],
};

/** A number from a form's text or the wire's number; empty is none. */
const optionalNumber = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
  z.number({ error: 'expected a number' }).finite('expected a number').optional(),
);
const optionalCount = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: 'expected a whole number' })
    .int('expected a whole number')
    .min(0, 'expected 0 or more')
    .max(10_000, 'at most 10000')
    .optional(),
);

export const ZSurveyValidation = z.object({
  min: optionalNumber,
  max: optionalNumber,
  step: optionalNumber,
  integer: z.boolean().nullish(),
  minLength: optionalCount,
  maxLength: optionalCount,
});

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);
const dateText = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .max(40)
    .refine((s) => !Number.isNaN(Date.parse(s)), 'expected a date and time')
    .nullish(),
);

export const ZSurveyQuestionInput = z
  .object({
    /** An existing question keeps its id (and its answers' field name). */
    id: z.string().max(128).nullish(),
    control: z.enum(SURVEY_CONTROL_TYPES),
    title: text(SURVEY_LIMITS.title).min(1, 'enter the question'),
    /** Generated from the title when empty; letters, digits and _ (a CSV column and an answer's key). */
    fieldName: z
      .string()
      .trim()
      .max(64, 'at most 64 characters')
      .regex(/^([A-Za-z][A-Za-z0-9_]*)?$/, 'letters, digits and _, starting with a letter')
      .nullish(),
    required: z.boolean().nullish(),
    validation: ZSurveyValidation.nullish(),
    defaultValue: text(500).nullish(),
  })
  .superRefine((q, ctx) => {
    const v = q.validation ?? {};
    const allowed = SURVEY_VALIDATION_KEYS[q.control];
    for (const [key, value] of Object.entries(v) as [keyof TSurveyValidation, unknown][]) {
      if (value !== undefined && value !== null && value !== false && !allowed.includes(key))
        ctx.addIssue({ code: 'custom', path: ['validation', key], message: `not used by a ${q.control} question` });
    }
    if (v.min !== undefined && v.max !== undefined && v.min > v.max)
      ctx.addIssue({ code: 'custom', path: ['validation', 'max'], message: 'must not be less than the minimum' });
    if (v.minLength !== undefined && v.maxLength !== undefined && v.minLength > v.maxLength)
      ctx.addIssue({
        code: 'custom',
        path: ['validation', 'maxLength'],
        message: 'must not be less than the minimum length',
      });
    if (q.control === 'RANGE') {
      if (v.min === undefined)
        ctx.addIssue({ code: 'custom', path: ['validation', 'min'], message: 'a range needs a minimum' });
      if (v.max === undefined)
        ctx.addIssue({ code: 'custom', path: ['validation', 'max'], message: 'a range needs a maximum' });
      if (v.step !== undefined && v.step <= 0)
        ctx.addIssue({ code: 'custom', path: ['validation', 'step'], message: 'expected more than 0' });
    }
    if (q.control === 'DIVIDER' && q.required)
      ctx.addIssue({ code: 'custom', path: ['required'], message: 'a divider takes no answer' });
    const d = q.defaultValue;
    if (d !== undefined && d !== null && d !== '') {
      const problem = defaultValueProblem(q.control, d, v);
      if (problem) ctx.addIssue({ code: 'custom', path: ['defaultValue'], message: problem });
    }
  });
export type TSurveyQuestionInput = z.input<typeof ZSurveyQuestionInput>;

/** A default is an answer the question would accept, written as text (BOOLEAN: true or false). */
function defaultValueProblem(control: SurveyControlType, d: string, v: TSurveyValidation): string | undefined {
  switch (control) {
    case 'DIVIDER':
      return 'a divider takes no default';
    case 'BOOLEAN':
      return d === 'true' || d === 'false' ? undefined : 'expected true or false';
    case 'NUMBER':
    case 'RANGE': {
      const n = Number(d);
      if (!Number.isFinite(n)) return 'expected a number';
      return lower(surveyAnswerProblem({ control, validation: v }, n));
    }
    default:
      return lower(surveyAnswerProblem({ control, validation: v }, d));
  }
}

const lower = (s: string | undefined) => (s ? s.charAt(0).toLowerCase() + s.slice(1).replace(/\.$/, '') : undefined);

export const ZSaveSurveyInput = z
  .object({
    /** Absent: a new survey. */
    id: z.string().max(128).nullish(),
    name: text(SURVEY_LIMITS.name).min(1, 'enter a name'),
    title: text(SURVEY_LIMITS.surveyTitle).min(1, 'enter a title'),
    description: text(SURVEY_LIMITS.description).nullish(),
    /** Empty: a draft that never opens. */
    startAt: dateText,
    /** Empty: open until another change. */
    endAt: dateText,
    questions: z
      .array(ZSurveyQuestionInput)
      .max(SURVEY_LIMITS.questions, `at most ${SURVEY_LIMITS.questions} questions`),
  })
  .superRefine((s, ctx) => {
    if (s.endAt && !s.startAt)
      ctx.addIssue({ code: 'custom', path: ['startAt'], message: 'set a start to set an end' });
    if (s.startAt && s.endAt && Date.parse(s.endAt) <= Date.parse(s.startAt))
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'must be after the start' });
    const seen = new Set<string>();
    s.questions.forEach((q, i) => {
      const name = q.fieldName?.toLowerCase();
      if (!name) return;
      if (seen.has(name))
        ctx.addIssue({
          code: 'custom',
          path: ['questions', i, 'fieldName'],
          message: 'another question uses this name',
        });
      seen.add(name);
    });
  });
export type TSaveSurveyInput = z.input<typeof ZSaveSurveyInput>;
export type TSaveSurvey = z.output<typeof ZSaveSurveyInput>;

/** A field name from a question's title (camelCase ASCII), unique among `taken` (compared without case). */
export function surveyFieldName(title: string, taken: Iterable<string>): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g) ?? ['question'];
  let base = words
    .slice(0, 6)
    .map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('')
    .slice(0, 48);
  if (!/^[a-z]/.test(base)) base = `q${base}`;
  const used = new Set([...taken].map((t) => t.toLowerCase()));
  let name = base;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base}${n}`;
  return name;
}
