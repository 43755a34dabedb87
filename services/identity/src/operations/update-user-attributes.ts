// UpdateUserAttributes: writes the user's attributes. A new e-mail (or phone) is unverified and gets a code;
// when the pool requires verification before update, the old value stays until the code is confirmed.
import { z } from 'zod';
import { authenticate } from '../auth/access.ts';
import type { IdentityDeps } from '../deps.ts';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { withdrawCodes } from '../store/codes.ts';
import { getPool } from '../store/pools.ts';
import type { UserPool } from '../store/types.ts';
import { findByEmail, type UserRecord, updateUser } from '../store/users.ts';
import type { CodeDeliveryDetails } from '../triggers/messages.ts';
import { assertUserWritable, parseAttributes } from '../users/attributes.ts';
import { emitIfAttributesChanged, emitIfEmailChanged } from '../users/events.ts';
import { sendAttributeCode } from '../users/lifecycle.ts';
import { ZAccessToken, ZAttributeList, ZClientMetadata } from './user-shape.ts';

export const ZUpdateUserAttributesInput = z.object({
  AccessToken: ZAccessToken,
  UserAttributes: ZAttributeList,
  ClientMetadata: ZClientMetadata,
});
export type TUpdateUserAttributesInput = z.infer<typeof ZUpdateUserAttributesInput>;

/** Shared with AdminUpdateUserAttributes; admins may set the *_verified flags directly. */
export async function applyAttributeUpdate(
  deps: IdentityDeps,
  pool: UserPool,
  user: UserRecord,
  writes: Record<string, string>,
  opts: { admin: boolean; clientId?: string; clientMetadata?: Record<string, string> },
): Promise<CodeDeliveryDetails[]> {
  assertUserWritable(writes, { admin: opts.admin, pool });
  const attributes = { ...user.attributes };
  const pending = { ...user.pendingAttributes };
  const toVerify: ('email' | 'phone_number')[] = [];
  const dropped: ('email' | 'phone_number')[] = [];
  const holdUntilVerified = pool.config.UserAttributeUpdateSettings?.AttributesRequireVerificationBeforeUpdate ?? [];
  const autoVerified = pool.config.AutoVerifiedAttributes ?? [];
  for (const [name, value] of Object.entries(writes)) {
    if (name === 'email' || name === 'phone_number') {
      if (value === attributes[name]) {
        // Asking for the address in force again drops a change still waiting for its code, and the code.
        if (pending[name]) dropped.push(name);
        delete pending[name];
        continue;
      }
      if (name === 'email') {
        const other = await findByEmail(deps, pool.id, value);
        if (other && other.username !== user.username) {
          throw Errors.aliasExists('An account with the given email already exists.');
        }
      }
      const verifiedFlag = `${name}_verified`;
      const adminVerified = opts.admin && writes[verifiedFlag] === 'true';
      if (adminVerified) {
        attributes[name] = value;
        delete pending[name];
        continue;
      }
      if (holdUntilVerified.includes(name) && attributes[name] && attributes[verifiedFlag] === 'true') {
        pending[name] = value;
      } else {
        attributes[name] = value;
        attributes[verifiedFlag] = 'false';
        delete pending[name];
      }
      if (autoVerified.includes(name) || holdUntilVerified.includes(name)) toVerify.push(name);
    } else {
      attributes[name] = value;
    }
  }
  await updateUser(deps, pool.id, user.username, { attributes, pendingAttributes: pending });
  for (const name of dropped) await withdrawCodes(deps, pool.id, user.username, `attr:${name}`);
  // A change held until verification (pending) is announced by VerifyUserAttribute instead.
  // The user's own change can be undone from the old address; an administrator's is theirs to answer for.
  await emitIfEmailChanged(deps, user, attributes, { revertible: !opts.admin });
  await emitIfAttributesChanged(deps, user, attributes);
  const deliveries: CodeDeliveryDetails[] = [];
  if (!opts.admin) {
    for (const name of toVerify) {
      const value = pending[name] ?? attributes[name];
      deliveries.push(
        await sendAttributeCode(
          deps,
          pool,
          opts.clientId,
          { ...user, attributes },
          name,
          value,
          'CustomMessage_UpdateUserAttribute',
          opts.clientMetadata,
        ),
      );
    }
  }
  return deliveries;
}

export const updateUserAttributes: Operation<TUpdateUserAttributesInput> = {
  plane: 'user',
  input: ZUpdateUserAttributesInput,
  async run(input, { deps }) {
    const { user, poolId, clientId } = await authenticate(deps, input.AccessToken);
    const pool = await getPool(deps, poolId);
    if (!pool) throw Errors.notAuthorized('Invalid Access Token');
    const writes = parseAttributes(pool, input.UserAttributes);
    const deliveries = await applyAttributeUpdate(deps, pool, user, writes, {
      admin: false,
      clientId,
      clientMetadata: input.ClientMetadata,
    });
    return deliveries.length ? { CodeDeliveryDetailsList: deliveries } : {};
  },
};
