// The back-office's surveys: the list (adminListSurveys), one survey with its questions (adminGetSurvey), saving
// (saveSurvey: the builder's form is contracts' ZSaveSurveyInput, the schema the server parses with), deleting
// with the password, the results per question (adminSurveyResults) and the responses list (exported as CSV with
// one column per question). Pure apart from the data layer's definitions.
import type {
  SurveyControlType,
  SurveyState,
  TSaveSurvey,
  TSaveSurveyInput,
  TSurveyQuestionInput,
  TSurveyValidation,
} from '@innov/contracts';
import { defineAdminListQuery } from '../../admin/lib/admin-list.ts';
import { fromLocalInput, toLocalInput } from '../../admin-content/lib/admin-content.ts';
import { defineFunction } from '../../data/lib/model.ts';

export interface TAdminSurveyQuestion {
  id: string;
  order: number;
  control: SurveyControlType;
  title: string;
  fieldName: string;
  required: boolean;
  validation: { [K in keyof TSurveyValidation]: TSurveyValidation[K] | null } | null;
  defaultValue: string | null;
}

export interface TAdminSurvey {
  id: string;
  name: string;
  title: string;
  description: string | null;
  startAt: string | null;
  endAt: string | null;
  state: SurveyState;
  questionCount: number;
  responseCount: number;
  createdAt: string;
  updatedAt: string;
  questions: TAdminSurveyQuestion[] | null;
}

export interface TSurveyQuestionResult {
  questionId: string;
  fieldName: string;
  title: string;
  control: SurveyControlType;
  answered: number;
  yes: number | null;
  no: number | null;
  min: number | null;
  max: number | null;
  mean: number | null;
  median: number | null;
  histogram: { from: number; to: number; count: number }[];
  latest: { responseId: string; value: string; createdAt: string }[];
}

export interface TSurveyResults {
  surveyId: string;
  responseCount: number;
  questions: TSurveyQuestionResult[];
}

export interface TAdminSurveyResponse {
  id: string;
  respondent: string | null;
  /** AWSJSON: the answers by field name, as text. */
  answers: string;
  createdAt: string;
  updatedAt: string;
}

const TAGS = ['AdminSurvey'];
const SUMMARY = 'id name title description startAt endAt state questionCount responseCount createdAt updatedAt';
const FULL = `${SUMMARY} questions { id order control title fieldName required defaultValue validation { min max step integer minLength maxLength } }`;

export const AdminSurveys = defineAdminListQuery<TAdminSurvey>('adminListSurveys', SUMMARY, TAGS);
export const AdminSurveyResponses = defineAdminListQuery<TAdminSurveyResponse>(
  'adminListSurveyResponses',
  'id respondent answers createdAt updatedAt',
  TAGS,
);

export const AdminGetSurvey = defineFunction<TAdminSurvey>(
  { name: 'adminGetSurvey', kind: 'query', args: { id: 'ID!' }, selection: FULL },
  'userPool',
  { provides: TAGS },
);

export const AdminSurveyResults = defineFunction<TSurveyResults>(
  {
    name: 'adminSurveyResults',
    kind: 'query',
    args: { surveyId: 'ID!' },
    selection:
      'surveyId responseCount questions { questionId fieldName title control answered yes no min max mean median histogram { from to count } latest { responseId value createdAt } }',
  },
  'userPool',
  { provides: TAGS },
);

export const SaveSurvey = defineFunction<TAdminSurvey>(
  { name: 'saveSurvey', kind: 'mutation', args: { input: 'SaveSurveyInput!' }, selection: FULL },
  'userPool',
  { invalidates: TAGS },
);

export const DeleteSurvey = defineFunction<{ id: string }>(
  { name: 'deleteSurvey', kind: 'mutation', args: { input: 'DeleteSurveyInput!' }, selection: 'id' },
  'userPool',
  { invalidates: TAGS },
);

export const SURVEY_STATE_CHIPS: Record<
  SurveyState,
  { label: string; color: 'default' | 'info' | 'success' | 'warning' }
> = {
  DRAFT: { label: 'Draft', color: 'default' },
  SCHEDULED: { label: 'Scheduled', color: 'info' },
  OPEN: { label: 'Open', color: 'success' },
  ENDED: { label: 'Ended', color: 'warning' },
};

export const CONTROL_LABELS: Record<SurveyControlType, string> = {
  BOOLEAN: 'Yes / no',
  TEXT: 'Text',
  NUMBER: 'Number',
  RANGE: 'Range (slider)',
  DIVIDER: 'Section heading',
};

/** A new question of a control, as the builder adds it. */
export function newQuestion(control: SurveyControlType): TSurveyQuestionInput {
  return {
    id: null,
    control,
    title: '',
    fieldName: '',
    required: false,
    validation: control === 'RANGE' ? { min: 1, max: 10, step: 1 } : {},
    defaultValue: '',
  };
}

/** The builder's starting values: the survey as saved (dates in the browser's time), or an empty one. */
export function surveyFormValues(s: TAdminSurvey | null): TSaveSurveyInput {
  return {
    id: s?.id ?? null,
    name: s?.name ?? '',
    title: s?.title ?? '',
    description: s?.description ?? '',
    startAt: s?.startAt ? toLocalInput(s.startAt) : '',
    endAt: s?.endAt ? toLocalInput(s.endAt) : '',
    questions: (s?.questions ?? []).map((q) => ({
      id: q.id,
      control: q.control,
      title: q.title,
      fieldName: q.fieldName,
      required: q.required,
      validation: Object.fromEntries(
        Object.entries(q.validation ?? {}).filter(([, v]) => v !== null && v !== undefined),
      ) as TSurveyValidation,
      defaultValue: q.defaultValue ?? '',
    })),
  };
}

/** The builder's values as saveSurvey takes them: dates as ISO text, empty texts as none. */
export function saveSurveyInput(v: TSaveSurvey): TSaveSurveyInput {
  return {
    ...(v.id ? { id: v.id } : {}),
    name: v.name,
    title: v.title,
    description: v.description || null,
    startAt: fromLocalInput(v.startAt ?? ''),
    endAt: fromLocalInput(v.endAt ?? ''),
    questions: v.questions.map((q) => {
      const validation = Object.fromEntries(
        Object.entries(q.validation ?? {}).filter(([, x]) => x !== null && x !== undefined && x !== false),
      );
      return {
        ...(q.id ? { id: q.id } : {}),
        control: q.control,
        title: q.title,
        fieldName: q.fieldName || null,
        required: q.control === 'DIVIDER' ? false : Boolean(q.required),
        validation: Object.keys(validation).length ? validation : null,
        defaultValue: q.defaultValue || null,
      };
    }),
  };
}

/** The answers of a response (AWSJSON text), or none when unreadable. */
export function parseAnswers(raw: string | Record<string, unknown> | null): Record<string, unknown> {
  if (!raw) return {};
  if (typeof raw === 'object') return raw;
  try {
    return JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** An answer as the table shows it. */
export function answerText(value: unknown): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}
