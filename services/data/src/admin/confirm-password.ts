// A destructive back-office action asks the admin for their password again (deletes, disabling a user, resetting
// a password, signing a user out everywhere, changing who is an admin, deactivating a workspace). Checked by
// identity with the sign-in's own rule: a wrong password counts toward the admin's lockout. Call it from a
// function's `prepare`: identity's tables are not read inside a data transaction on the embedded database.
import { ADMIN_MESSAGES } from '@innov/contracts';
import type { DomainContext } from '../domain/function.ts';
import { Errors } from '../errors.ts';

export async function confirmAdminPassword(
  ctx: Pick<DomainContext, 'deps' | 'principal'>,
  password: string | null | undefined,
): Promise<void> {
  const { principal } = ctx;
  // Only a signed-in person has a password to confirm; the API key acts for the platform without one.
  if (principal.kind === 'service') return;
  if (!password) throw Errors.validation(`input.password: ${ADMIN_MESSAGES.passwordRequired}`);
  if (!principal.sub) throw Errors.validation(`input.password: ${ADMIN_MESSAGES.passwordIncorrect}`);
  const ok = await ctx.deps.callers.admin.verifyPassword(principal.sub, password).catch((error: unknown) => {
    // The admin's account gone since their token was checked: no password can be right.
    if ((error as { name?: string }).name === 'UserNotFoundException') return false;
    throw error;
  });
  if (!ok) throw Errors.validation(`input.password: ${ADMIN_MESSAGES.passwordIncorrect}`);
}
