// User attributes: validation against the pool's schema, Cognito's list shape, and the rules on which
// attributes a user or an app client may write.
import { COGNITO_EMAIL_PATTERN } from '@innov/contracts/email';
import { Errors } from '../protocol/errors.ts';
import type { UserPool } from '../store/types.ts';

export interface AttributeType {
  Name: string;
  Value?: string;
}

export const STANDARD_ATTRIBUTES = new Set([
  'sub',
  'address',
  'birthdate',
  'email',
  'email_verified',
  'family_name',
  'gender',
  'given_name',
  'locale',
  'middle_name',
  'name',
  'nickname',
  'phone_number',
  'phone_number_verified',
  'picture',
  'preferred_username',
  'profile',
  'updated_at',
  'website',
  'zoneinfo',
  'identities',
]);

const PHONE = /^\+[0-9]{4,17}$/;

function schemaNames(pool: UserPool): Set<string> {
  const names = new Set<string>();
  for (const a of pool.config.SchemaAttributes ?? []) {
    names.add(a.Name);
    if (!a.Name.includes(':') && !STANDARD_ATTRIBUTES.has(a.Name)) names.add(`custom:${a.Name}`);
  }
  return names;
}

function schemaInvalid(detail: string) {
  return Errors.invalidParameter(`Attributes did not conform to the schema: ${detail}`);
}

/** Turns `[{Name, Value}]` into a map, checking names, lengths and formats. */
export function parseAttributes(pool: UserPool, list: AttributeType[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const known = schemaNames(pool);
  for (const { Name, Value } of list ?? []) {
    const value = Value ?? '';
    if (Name.startsWith('custom:') || Name.startsWith('dev:')) {
      const bare = Name.replace(/^(custom|dev):/, '');
      if (known.size && !known.has(Name) && !known.has(bare) && !known.has(`custom:${bare}`)) {
        throw schemaInvalid(`${Name}: Attribute does not exist in the schema.`);
      }
    } else if (!STANDARD_ATTRIBUTES.has(Name)) {
      throw schemaInvalid(`${Name}: Attribute does not exist in the schema.`);
    }
    if (value.length > 2048) throw schemaInvalid(`${Name}: String must be no longer than 2048 characters`);
    if (Name === 'email' && !COGNITO_EMAIL_PATTERN.test(value))
      throw Errors.invalidParameter('Invalid email address format.');
    if (Name === 'phone_number' && !PHONE.test(value)) throw Errors.invalidParameter('Invalid phone number format.');
    if ((Name === 'email_verified' || Name === 'phone_number_verified') && value !== 'true' && value !== 'false') {
      throw schemaInvalid(`${Name}: must be true or false`);
    }
    out[Name] = value;
  }
  return out;
}

/** Required attributes of the schema that are missing. */
export function assertRequired(pool: UserPool, attributes: Record<string, string>): void {
  for (const a of pool.config.SchemaAttributes ?? []) {
    if (!a.Required || a.Name === 'sub') continue;
    if (!attributes[a.Name]) throw schemaInvalid(`${a.Name}: The attribute ${a.Name} is required`);
  }
}

/** Attributes a user may not set themselves (sub, and verification flags unless the caller is an admin). */
export function assertUserWritable(attributes: Record<string, string>, opts: { admin: boolean; pool: UserPool }) {
  const immutable = new Set(
    (opts.pool.config.SchemaAttributes ?? []).filter((a) => a.Mutable === false).map((a) => a.Name),
  );
  for (const name of Object.keys(attributes)) {
    if (name === 'sub') throw Errors.invalidParameter('Cannot modify the non-mutable attribute sub');
    if (!opts.admin && (name === 'email_verified' || name === 'phone_number_verified')) {
      throw Errors.notAuthorized(`A client attempted to write unauthorized attribute`);
    }
    if (immutable.has(name) && name !== 'email' && name !== 'phone_number') {
      throw Errors.invalidParameter(`Cannot modify the non-mutable attribute ${name}`);
    }
  }
}

export function toAttributeList(attributes: Record<string, string>, only?: string[]): AttributeType[] {
  const names = Object.keys(attributes);
  // Cognito lists sub first.
  names.sort((a, b) => (a === 'sub' ? -1 : b === 'sub' ? 1 : 0));
  return names.filter((n) => !only || only.includes(n)).map((Name) => ({ Name, Value: attributes[Name] }));
}
