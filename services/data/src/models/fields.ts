// The vocabulary the domains' model definitions are written in (<domain>/models.ts): one builder per kind of
// field, and the rule filter every owner-scoped model shares.
import type { Principal } from '../auth/principal.ts';
import type { Filter } from '../store/filter.ts';
import type { FieldDef } from './types.ts';

/** A text field; `ID` types compare as ids. */
export const s = (type: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  type,
  kind: type.startsWith('ID') ? 'id' : 'string',
  ...extra,
});
export const e = (type: string, extra: Partial<FieldDef> = {}): FieldDef => ({ type, kind: 'enum', ...extra });
export const int = (extra: Partial<FieldDef> = {}): FieldDef => ({ type: 'Int', kind: 'int', ...extra });
export const float = (extra: Partial<FieldDef> = {}): FieldDef => ({ type: 'Float', kind: 'float', ...extra });
export const bool = (extra: Partial<FieldDef> = {}): FieldDef => ({ type: 'Boolean', kind: 'boolean', ...extra });
export const time = (extra: Partial<FieldDef> = {}): FieldDef => ({ type: 'AWSDateTime', kind: 'datetime', ...extra });
/** An embedded object or list (jsonb), typed in GraphQL by `type`. */
export const json = (type: string, extra: Partial<FieldDef> = {}): FieldDef => ({ type, kind: 'json', ...extra });
export const strings = (extra: Partial<FieldDef> = {}): FieldDef => ({
  type: '[String!]',
  kind: 'stringList',
  ...extra,
});

/** Amplify's owner rule: the records whose `owner` is the signed-in caller. */
export const own = (p: Principal): Filter | null => (p.userId ? { owner: { eq: p.userId } } : null);
