// The web's copy of the models is generated: the committed file must be exactly what the models render, so a
// model changed without `npm run generate:web-models` fails here (and a hand edit of the file does too).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { models } from './registry.ts';
import type { ModelDef } from './types.ts';
import { renderWebModels } from './web-models.ts';

const committed = path.resolve(import.meta.dirname, '../../../../packages/contracts/src/generated/models.ts');

describe('the web models', () => {
  it('are what the data service models render (run `npm run generate:web-models` after changing a model)', () => {
    expect(readFileSync(committed, 'utf8')).toBe(renderWebModels());
  });

  it('follow a model added by the documented path: its name, record type and selection appear', () => {
    const tenant = models.find((m) => m.name === 'Tenant') as ModelDef;
    const squad: ModelDef = {
      name: 'Squad',
      table: tenant.table,
      fields: {
        tenantId: { type: 'ID!', kind: 'id', required: true },
        name: { type: 'String!', kind: 'string', required: true },
        leadIds: { type: '[String!]', kind: 'stringList' },
      },
      rules: [],
      expose: { get: true, list: true },
    };
    const rendered = renderWebModels([...models, squad]);
    expect(rendered).toContain("'NewsletterSubscription', 'Squad'] as const;");
    expect(rendered).toMatch(
      /export interface SquadRecord \{\n {2}id: string;\n {2}tenantId: string;\n {2}name: string;\n {2}leadIds: string\[\] \| null;/,
    );
    expect(rendered).toContain("Squad: { name: 'Squad', fields: 'id tenantId name leadIds createdAt updatedAt' },");
    expect(rendered).not.toBe(readFileSync(committed, 'utf8'));
  });
});
