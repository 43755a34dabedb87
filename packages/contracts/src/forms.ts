// The shared form module's schema: a form is an ordered list of typed fields (an idea template, later a
// listing's application questions), and its answers are checked by a schema built from that list. The builder
// checks a definition with ZFormDefinition, the renderer and the server check answers with answersSchema, so a
// form is validated the same way on both sides.
import { z } from 'zod';

export const FORM_FIELD_TYPES = [
  'SHORT_TEXT',
  'LONG_TEXT',
  'NUMBER',
  'SINGLE_CHOICE',
  'MULTIPLE_CHOICE',
  'URL',
  'DATE',
  'FILE',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const FORM_FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  SHORT_TEXT: 'Short text',
  LONG_TEXT: 'Long text',
  NUMBER: 'Number',
  SINGLE_CHOICE: 'Single choice',
  MULTIPLE_CHOICE: 'Multiple choice',
  URL: 'Link (URL)',
  DATE: 'Date',
  FILE: 'File',
};

export interface FormField {
  /** Stable key of the answer in the content object. */
  id: string;
  type: FormFieldType;
  label: string;
  help?: string | null;
  required: boolean;
  /** SINGLE_CHOICE and MULTIPLE_CHOICE: the options, in order. */
  options?: string[] | null;
  /** NUMBER: the bounds of the value; MULTIPLE_CHOICE: how many options may be picked. */
  min?: number | null;
  max?: number | null;
  /** SHORT_TEXT and LONG_TEXT: the longest answer (defaults in FORM_LIMITS). */
  maxLength?: number | null;
}

/** A FILE answer given as a named link to the document. */
export interface LinkFileAnswer {
  name: string;
  url: string;
}

/**
 * A FILE answer naming a file uploaded as the record's attachment (files.ts, purpose ATTACHMENT): the server
 * accepts it only when `fileId` is a confirmed attachment of the same record.
 */
export interface StoredFileAnswer {
  name: string;
  fileId: string;
  size: number;
  contentType: string;
}

/** A FILE answer: a named link, or an uploaded attachment of the record. */
export type FileAnswer = LinkFileAnswer | StoredFileAnswer;

export const isStoredFileAnswer = (v: unknown): v is StoredFileAnswer =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as { fileId?: unknown }).fileId === 'string';

export type FormAnswer = string | number | string[] | FileAnswer | null;
export type FormAnswers = Record<string, FormAnswer>;

export const FORM_LIMITS = {
  fields: 40,
  label: 120,
  help: 300,
  options: 30,
  option: 100,
  shortText: { default: 200, max: 500 },
  longText: { default: 5000, max: 20000 },
  fileName: 200,
  url: 2000,
} as const;

export const FORM_FIELD_ID_PATTERN = /^[a-z][a-zA-Z0-9_-]{0,39}$/;

const HAS_OPTIONS: readonly FormFieldType[] = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE'];
const HAS_LENGTH: readonly FormFieldType[] = ['SHORT_TEXT', 'LONG_TEXT'];
const HAS_BOUNDS: readonly FormFieldType[] = ['NUMBER', 'MULTIPLE_CHOICE'];

/** The longest answer a text field takes. */
export function maxLengthOf(field: Pick<FormField, 'type' | 'maxLength'>): number {
  const limits = field.type === 'LONG_TEXT' ? FORM_LIMITS.longText : FORM_LIMITS.shortText;
  return field.maxLength ?? limits.default;
}

const optionalNumber = z.number().finite('must be a number').nullish();

export const ZFormField = z
  .object({
    id: z.string().regex(FORM_FIELD_ID_PATTERN, 'must start with a letter and use letters, digits, - or _'),
    type: z.enum(FORM_FIELD_TYPES, 'must be a field type'),
    label: z.string().trim().min(1, 'enter a label').max(FORM_LIMITS.label, `at most ${FORM_LIMITS.label} characters`),
    help: z.string().trim().max(FORM_LIMITS.help, `at most ${FORM_LIMITS.help} characters`).nullish(),
    required: z.boolean(),
    options: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'an option cannot be empty')
          .max(FORM_LIMITS.option, `at most ${FORM_LIMITS.option} characters`),
      )
      .max(FORM_LIMITS.options, `at most ${FORM_LIMITS.options} options`)
      .nullish(),
    min: optionalNumber,
    max: optionalNumber,
    maxLength: z.number().int('must be a whole number').positive('must be positive').nullish(),
  })
  .superRefine((f, ctx) => {
    if (HAS_OPTIONS.includes(f.type)) {
      const options = f.options ?? [];
      if (options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: 'add at least 2 options' });
      const seen = new Set<string>();
      for (const [i, o] of options.entries()) {
        const key = o.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['options', i], message: `"${o}" is listed twice` });
        seen.add(key);
      }
    } else if (f.options?.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'only choice fields have options' });
    }
    if (HAS_LENGTH.includes(f.type) && f.maxLength != null) {
      const ceiling = f.type === 'LONG_TEXT' ? FORM_LIMITS.longText.max : FORM_LIMITS.shortText.max;
      if (f.maxLength > ceiling)
        ctx.addIssue({ code: 'custom', path: ['maxLength'], message: `at most ${ceiling} characters` });
    } else if (f.maxLength != null) {
      ctx.addIssue({ code: 'custom', path: ['maxLength'], message: 'only text fields have a maximum length' });
    }
    if (!HAS_BOUNDS.includes(f.type) && (f.min != null || f.max != null)) {
      ctx.addIssue({ code: 'custom', path: ['min'], message: 'only number and multiple-choice fields have bounds' });
    }
    if (f.min != null && f.max != null && f.min > f.max)
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'must not be less than the minimum' });
    if (f.type === 'MULTIPLE_CHOICE') {
      const count = f.options?.length ?? 0;
      for (const key of ['min', 'max'] as const) {
        const v = f[key];
        if (v != null && (!Number.isInteger(v) || v < 0 || v > count))
          ctx.addIssue({ code: 'custom', path: [key], message: `must be a whole number from 0 to ${count}` });
      }
    }
  });

export const ZFormDefinition = z
  .array(ZFormField)
  .min(1, 'add at least one field')
  .max(FORM_LIMITS.fields, `at most ${FORM_LIMITS.fields} fields`)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    for (const [i, f] of fields.entries()) {
      if (seen.has(f.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `"${f.id}" is used twice` });
      seen.add(f.id);
    }
  });

/** An answer nobody gave: null, blank text, or an empty selection or link. */
export function isEmptyAnswer(v: FormAnswer | undefined): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  if (isStoredFileAnswer(v)) return v.fileId.trim() === '';
  if (typeof v === 'object') return (v as LinkFileAnswer).url.trim() === '' && v.name.trim() === '';
  return false;
}

/** The answers of an untouched form. */
export function emptyAnswers(fields: readonly FormField[]): FormAnswers {
  return Object.fromEntries(fields.map((f) => [f.id, f.type === 'MULTIPLE_CHOICE' ? [] : null]));
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function isRealDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * What a non-empty answer to `field` must be: null when it is fine, else the words of the problem. A draft keeps
 * half-typed answers (a link, a date, a number out of bounds, too few choices): only their kind and length count.
 */
function answerProblem(field: FormField, v: FormAnswer, draft: boolean): string | null {
  switch (field.type) {
    case 'SHORT_TEXT':
    case 'LONG_TEXT': {
      if (typeof v !== 'string') return 'must be text';
      const max = maxLengthOf(field);
      return v.trim().length > max ? `at most ${max} characters` : null;
    }
    case 'NUMBER': {
      if (typeof v !== 'number' || !Number.isFinite(v)) return 'must be a number';
      if (draft) return null;
      if (field.min != null && v < field.min) return `must be at least ${field.min}`;
      if (field.max != null && v > field.max) return `must be at most ${field.max}`;
      return null;
    }
    case 'SINGLE_CHOICE':
      return typeof v === 'string' && (field.options ?? []).includes(v) ? null : 'choose one of the options';
    case 'MULTIPLE_CHOICE': {
      if (!Array.isArray(v) || v.some((o) => !(field.options ?? []).includes(o))) return 'choose among the options';
      if (new Set(v).size !== v.length) return 'an option is chosen twice';
      if (draft) return null;
      if (field.min != null && v.length < field.min) return `choose at least ${field.min}`;
      if (field.max != null && v.length > field.max) return `choose at most ${field.max}`;
      return null;
    }
    case 'URL':
      if (typeof v !== 'string') return 'must be a link';
      if (v.length > FORM_LIMITS.url) return `at most ${FORM_LIMITS.url} characters`;
      return draft || isHttpUrl(v.trim()) ? null : 'enter a link starting with http:// or https://';
    case 'DATE':
      if (typeof v === 'string' && v.length > 10) return 'enter a date as YYYY-MM-DD';
      return typeof v === 'string' && (draft || isRealDate(v)) ? null : 'enter a date as YYYY-MM-DD';
    case 'FILE': {
      if (isStoredFileAnswer(v)) {
        if (typeof v.name !== 'string' || v.name.length > FORM_LIMITS.fileName)
          return `the name has at most ${FORM_LIMITS.fileName} characters`;
        if (v.fileId.length > 128) return 'the file is not attached to this idea';
        if (!Number.isInteger(v.size) || v.size < 0 || typeof v.contentType !== 'string' || v.contentType.length > 200)
          return 'must be an uploaded file or a named link';
        return null;
      }
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'must be a named link';
      if (typeof v.name !== 'string' || typeof v.url !== 'string') return 'must be a named link';
      if (v.name.trim() === '' && !draft) return 'enter the file name';
      if (v.name.length > FORM_LIMITS.fileName) return `the name has at most ${FORM_LIMITS.fileName} characters`;
      if (v.url.length > FORM_LIMITS.url) return `the link has at most ${FORM_LIMITS.url} characters`;
      return draft || isHttpUrl(v.url.trim()) ? null : 'enter a link starting with http:// or https://';
    }
  }
}

/** Trims text, leaves the rest as given. */
function normalised(field: FormField, v: FormAnswer): FormAnswer {
  if (isEmptyAnswer(v)) return field.type === 'MULTIPLE_CHOICE' ? [] : null;
  if (typeof v === 'string') return v.trim();
  if (field.type === 'FILE' && isStoredFileAnswer(v))
    return { name: v.name.trim(), fileId: v.fileId.trim(), size: v.size, contentType: v.contentType };
  if (field.type === 'FILE' && v && typeof v === 'object' && !Array.isArray(v) && 'url' in v)
    return { name: v.name.trim(), url: v.url.trim() };
  return v;
}

const ZAnswerValue = z.union([
  z.string(),
  z.number(),
  z.array(z.string()),
  z.object({ name: z.string(), fileId: z.string(), size: z.number(), contentType: z.string() }),
  z.object({ name: z.string(), url: z.string() }),
  z.null(),
]);

/**
 * The schema of a form's answers: an object keyed by field id (unknown keys dropped), each answer checked by its
 * field's type and limits. Required fields must be answered unless `draft` (a draft keeps what is typed so far).
 * A problem names the field id as its path, so "content.<fieldId>: <label> is required".
 */
export function answersSchema(
  fields: readonly FormField[],
  opts: { draft?: boolean } = {},
): z.ZodType<FormAnswers, unknown> {
  return z
    .record(z.string(), z.unknown(), 'must be an object of answers')
    .superRefine((raw, ctx) => {
      for (const field of fields) {
        const value = raw[field.id];
        if (value === undefined || value === null) {
          if (field.required && !opts.draft)
            ctx.addIssue({ code: 'custom', path: [field.id], message: `${field.label} is required` });
          continue;
        }
        const parsed = ZAnswerValue.safeParse(value);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', path: [field.id], message: 'is not an answer this field takes' });
          continue;
        }
        if (isEmptyAnswer(parsed.data)) {
          if (field.required && !opts.draft)
            ctx.addIssue({ code: 'custom', path: [field.id], message: `${field.label} is required` });
          continue;
        }
        const problem = answerProblem(field, parsed.data, opts.draft === true);
        if (problem) ctx.addIssue({ code: 'custom', path: [field.id], message: problem });
      }
    })
    .transform((raw) => {
      const out: FormAnswers = {};
      for (const field of fields) {
        const value = raw[field.id];
        out[field.id] = value === undefined ? normalised(field, null) : normalised(field, value as FormAnswer);
      }
      return out;
    });
}
