import type { FormField } from '@innov/contracts';
import { describe, expect, it } from 'vitest';
import {
  changeType,
  cleanField,
  definitionProblems,
  duplicateField,
  freshFieldId,
  moveField,
  newField,
  optionsProblem,
} from './builder.ts';

const field = (id: string, label: string, extra: Partial<FormField> = {}): FormField => ({
  ...newField('SHORT_TEXT', id),
  label,
  ...extra,
});

describe('form builder steps', () => {
  it('gives a fresh id that matches the id rule and is not taken', () => {
    const values = [0, 0, 0.5];
    const id = freshFieldId([{ id: 'f000000' }], () => values.shift() ?? 0.5);
    expect(id).not.toBe('f000000');
    expect(id).toMatch(/^f[0-9a-z]{6}$/);
  });

  it('starts a choice with two options and a text without any', () => {
    expect(newField('SINGLE_CHOICE', 'a').options).toEqual(['Option 1', 'Option 2']);
    expect(newField('LONG_TEXT', 'a').options).toBeNull();
  });

  it('moves a field up and down, clamped to the list', () => {
    expect(moveField(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveField(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveField(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveField(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
  });

  it('duplicates right after the original with a new id and its own options', () => {
    const fields = [field('a', 'Colour', { type: 'SINGLE_CHOICE', options: ['Red', 'Blue'] }), field('b', 'Size')];
    const next = duplicateField(fields, 0, 'c');
    expect(next.map((f) => f.id)).toEqual(['a', 'c', 'b']);
    expect(next[1]?.label).toBe('Colour (copy)');
    next[1]?.options?.push('Green');
    expect(fields[0]?.options).toEqual(['Red', 'Blue']);
  });

  it('keeps label, help and required across a type change, drops what no longer applies', () => {
    const number = field('a', 'Budget', { type: 'NUMBER', min: 1, max: 9, help: 'In euros', required: true });
    const text = changeType(number, 'LONG_TEXT');
    expect(text).toMatchObject({ id: 'a', label: 'Budget', help: 'In euros', required: true, min: null, max: null });
    expect(changeType(text, 'MULTIPLE_CHOICE').options).toEqual(['Option 1', 'Option 2']);
  });

  it('saves only the settings a type uses, trimmed', () => {
    expect(cleanField(field('a', ' Name ', { help: '  ', min: 3, options: ['x'] }))).toEqual({
      id: 'a',
      type: 'SHORT_TEXT',
      label: 'Name',
      help: null,
      required: false,
      options: null,
      min: null,
      max: null,
      maxLength: null,
    });
  });

  it("lays out ZFormDefinition's problems per field and property", () => {
    const problems = definitionProblems([
      field('a', ''),
      field('b', 'Pick', { type: 'SINGLE_CHOICE', options: ['Same', 'same'] }),
      field('c', 'Count', { type: 'NUMBER', min: 5, max: 1 }),
    ]);
    expect(problems.fields[0]?.label).toBe('enter a label');
    expect(optionsProblem(problems.fields[1])).toMatch(/listed twice/);
    expect(problems.fields[2]?.max).toMatch(/less than the minimum/);
    expect(problems.form).toBeNull();
    expect(definitionProblems([]).form).toBe('add at least one field');
    expect(definitionProblems([field('a', 'Fine')]).count).toBe(0);
  });
});
