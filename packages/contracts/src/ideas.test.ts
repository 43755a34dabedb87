import { describe, expect, it } from 'vitest';
import { ZFormDefinition } from './forms.ts';
import { BUILT_IN_TEMPLATES } from './ideas.ts';

describe('built-in idea templates', () => {
  it('are valid form definitions with unique ids', () => {
    expect(new Set(BUILT_IN_TEMPLATES.map((t) => t.id)).size).toBe(BUILT_IN_TEMPLATES.length);
    for (const t of BUILT_IN_TEMPLATES) expect(ZFormDefinition.safeParse(t.fields).error?.issues ?? []).toEqual([]);
  });
});
