// Writes packages/contracts/src/generated/models.ts from the data service's model definitions (see
// services/data/src/models/web-models.ts). Run after changing a model: npm run generate:web-models
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderWebModels } from '../services/data/src/models/web-models.ts';

const target = path.resolve(import.meta.dirname, '../packages/contracts/src/generated/models.ts');
writeFileSync(target, renderWebModels());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
