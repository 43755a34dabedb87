// A form's answers as the renderer holds them and as they are shown: contracts' answersSchema (the schema the
// server checks) turned into one message per field id, and an answer in words for the read-only view. Pure.
import {
  answersSchema,
  type FileAnswer,
  type FormAnswer,
  type FormAnswers,
  type FormField,
  isStoredFileAnswer,
  type LinkFileAnswer,
  type StoredFileAnswer,
} from '@innov/contracts';

/** Messages by field id; empty when the answers pass. `draft`: required answers may still be missing. */
export function answerProblems(
  fields: readonly FormField[],
  answers: FormAnswers,
  opts: { draft?: boolean } = {},
): Record<string, string> {
  const result = answersSchema(fields, opts).safeParse(answers);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const id = issue.path[0];
    if (typeof id === 'string') problems[id] ??= sentence(issue.message);
  }
  return problems;
}

/** "at most 5 characters" → "At most 5 characters." so a message reads as a sentence beside its field. */
export function sentence(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The answers with those that have problems left out (a draft saves what is valid so far). */
export function withoutProblems(answers: FormAnswers, problems: Record<string, string>): FormAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([id]) => !(id in problems)));
}

/** The field ids in form order that have a problem (the first one takes the focus). */
export function firstProblem(fields: readonly FormField[], problems: Record<string, string>): string | undefined {
  return fields.find((f) => f.id in problems)?.id;
}

export function isFileAnswer(v: FormAnswer | undefined): v is FileAnswer {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The uploaded file a FILE answer names; null for a link or no answer. */
export function storedFileAnswer(v: FormAnswer | undefined): StoredFileAnswer | null {
  return isStoredFileAnswer(v) ? v : null;
}

/** The named link a FILE answer gives (empty texts for an uploaded file or no answer). */
export function linkFileAnswer(v: FormAnswer | undefined): LinkFileAnswer {
  if (!isFileAnswer(v) || isStoredFileAnswer(v)) return { name: '', url: '' };
  return { name: typeof v.name === 'string' ? v.name : '', url: typeof v.url === 'string' ? v.url : '' };
}

/** The FILE answer for a file just uploaded as the record's attachment. */
export function fileAnswerOf(file: { id: string; name: string; size: number; contentType: string }): StoredFileAnswer {
  return { name: file.name, fileId: file.id, size: file.size, contentType: file.contentType };
}

/** A 'YYYY-MM-DD' date in words ("4 March 2026"); anything else as given. */
export function formatDateAnswer(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return value;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** A number answer with grouping ("12,500"). */
export function formatNumberAnswer(value: number): string {
  return new Intl.NumberFormat('en-GB', { maximumFractionDigits: 6 }).format(value);
}

/** Answers parsed from the AWSJSON text a server sends (or the object some clients hand over). */
export function parseContent(content: unknown): FormAnswers {
  const value = typeof content === 'string' ? safeJson(content) : content;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as FormAnswers) : {};
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Answers carried from one version of a form to another: those whose field (same id and type) is still there. */
export function carryAnswers(answers: FormAnswers, from: readonly FormField[], to: readonly FormField[]): FormAnswers {
  const before = new Map(from.map((f) => [f.id, f.type]));
  const out: FormAnswers = {};
  for (const field of to) {
    if (field.id in answers && before.get(field.id) === field.type) out[field.id] = answers[field.id] ?? null;
  }
  return out;
}
