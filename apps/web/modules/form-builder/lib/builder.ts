// The form builder's editing steps on a form definition (contracts' FormField[]), apart from React: a new field
// of a type with the defaults that type needs, moves, duplicates, removals, a type change that keeps what still
// applies, the definition as it is saved (only what its type uses), and ZFormDefinition's problems laid out per
// field and property so each shows beside its input. Pure.
import { FORM_FIELD_ID_PATTERN, type FormField, type FormFieldType, ZFormDefinition } from '@innov/contracts';

const CHOICES: readonly FormFieldType[] = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE'];

export function hasOptions(type: FormFieldType): boolean {
  return CHOICES.includes(type);
}
export function hasLength(type: FormFieldType): boolean {
  return type === 'SHORT_TEXT' || type === 'LONG_TEXT';
}
export function hasBounds(type: FormFieldType): boolean {
  return type === 'NUMBER' || type === 'MULTIPLE_CHOICE';
}

/** A field id not yet used in `fields` (ids are the answers' keys, so they never change once given). */
export function freshFieldId(fields: readonly Pick<FormField, 'id'>[], random: () => number = Math.random): string {
  const taken = new Set(fields.map((f) => f.id));
  for (;;) {
    const id = `f${Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0')}`;
    if (!taken.has(id) && FORM_FIELD_ID_PATTERN.test(id)) return id;
  }
}

/** What a new field of `type` starts as: no label yet, optional, two options for a choice. */
export function newField(type: FormFieldType, id: string): FormField {
  return {
    id,
    type,
    label: '',
    help: null,
    required: false,
    options: hasOptions(type) ? ['Option 1', 'Option 2'] : null,
    min: null,
    max: null,
    maxLength: null,
  };
}

/** `field` as another type: label, help and required kept; options, bounds and length only where they apply. */
export function changeType(field: FormField, type: FormFieldType): FormField {
  if (type === field.type) return { ...field };
  const next = { ...newField(type, field.id), label: field.label, help: field.help, required: field.required };
  if (hasOptions(type) && field.options?.length) next.options = [...field.options];
  if (hasLength(type) && hasLength(field.type)) next.maxLength = field.maxLength ?? null;
  return next;
}

/** `fields` with the one at `from` moved to `to` (both clamped into the list). */
export function moveField<T>(fields: readonly T[], from: number, to: number): T[] {
  const next = [...fields];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** A copy of the field at `index`, placed right after it, with a new id and "(copy)" after its label. */
export function duplicateField(fields: readonly FormField[], index: number, id: string): FormField[] {
  const source = fields[index];
  if (!source) return [...fields];
  const copy: FormField = {
    ...source,
    id,
    label: source.label ? `${source.label} (copy)`.slice(0, 120) : '',
    options: source.options ? [...source.options] : source.options,
  };
  return [...fields.slice(0, index + 1), copy, ...fields.slice(index + 1)];
}

export function removeField(fields: readonly FormField[], index: number): FormField[] {
  return fields.filter((_, i) => i !== index);
}

/** A field as it is saved: trimmed texts, an empty help as none, and only the settings its type uses. */
export function cleanField(field: FormField): FormField {
  const help = field.help?.trim();
  return {
    id: field.id,
    type: field.type,
    label: field.label.trim(),
    help: help ? help : null,
    required: field.required,
    options: hasOptions(field.type) ? (field.options ?? []).map((o) => o.trim()) : null,
    min: hasBounds(field.type) ? (field.min ?? null) : null,
    max: hasBounds(field.type) ? (field.max ?? null) : null,
    maxLength: hasLength(field.type) ? (field.maxLength ?? null) : null,
  };
}

/** Problems of one field, by property ('label', 'options', 'options.2', 'min', …). */
export type TFieldProblems = Record<string, string>;

export interface TDefinitionProblems {
  /** By field index. */
  fields: Record<number, TFieldProblems>;
  /** Problems of the whole list (no field, or too many). */
  form: string | null;
  count: number;
}

/** ZFormDefinition's verdict on `fields` (as cleaned for saving), laid out for the builder. */
export function definitionProblems(fields: readonly FormField[]): TDefinitionProblems {
  const result = ZFormDefinition.safeParse(fields.map(cleanField));
  const problems: TDefinitionProblems = { fields: {}, form: null, count: 0 };
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const [index, ...rest] = issue.path;
    problems.count += 1;
    if (typeof index !== 'number') {
      problems.form ??= issue.message;
      continue;
    }
    const key = rest.length ? rest.map(String).join('.') : 'field';
    const mine = problems.fields[index] ?? {};
    mine[key] ??= issue.message;
    problems.fields[index] = mine;
  }
  return problems;
}

/** The first problem of a field's options editor (the list's own, else one option's). */
export function optionsProblem(problems: TFieldProblems | undefined): string | undefined {
  if (!problems) return undefined;
  if (problems.options) return problems.options;
  const key = Object.keys(problems).find((k) => k.startsWith('options.'));
  return key ? problems[key] : undefined;
}
