// The data service's way to write a user's attributes (IdentityCallers.updateUserAttributes): the default pool's
// user named by `sub`, written as AdminUpdateUserAttributes writes them, so AttributesChanged follows alike.
import { readDefaults } from '../defaults.ts';
import type { IdentityDeps } from '../deps.ts';
import { applyAttributeUpdate } from '../operations/update-user-attributes.ts';
import { Errors } from '../protocol/errors.ts';
import { getPool } from '../store/pools.ts';
import { findBySub } from '../store/users.ts';
import { parseAttributes } from './attributes.ts';

/** Attributes that change only through their own verification (a code to the new address), never from here. */
const VERIFIED_ATTRIBUTES = new Set(['email', 'email_verified', 'phone_number', 'phone_number_verified']);

export async function updateAttributesBySub(
  deps: IdentityDeps,
  sub: string,
  attributes: Record<string, string>,
): Promise<void> {
  const defaults = await readDefaults(deps);
  const pool = defaults ? await getPool(deps, defaults.userPoolId) : null;
  if (!pool) throw Errors.resourceNotFound('The default user pool does not exist.');
  const user = await findBySub(deps, pool.id, sub);
  if (!user) throw Errors.userNotFound('User does not exist.');
  for (const name of Object.keys(attributes)) {
    if (VERIFIED_ATTRIBUTES.has(name))
      throw Errors.invalidParameter(`Cannot modify ${name} here: it needs verification`);
  }
  const writes = parseAttributes(
    pool,
    Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
  );
  await applyAttributeUpdate(deps, pool, user, writes, { admin: true });
}
