// disableUser: a platform admin stops a user signing in (identity's AdminDisableUser: every session ends at once),
// confirming their password; never their own account.
import { defineAccountAction } from './user-admin.ts';

export const disableUser = defineAccountAction({
  name: 'disableUser',
  confirm: true,
  notYourself: true,
  details: { enabled: 'true → false' },
  act: (admin, sub) => admin.disableUser(sub),
});
