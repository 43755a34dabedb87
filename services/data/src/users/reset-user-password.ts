// resetUserPassword: a platform admin makes a user choose a new password (identity's AdminResetUserPassword: the
// old one no longer signs in; a reset code goes to their verified e-mail), confirming their own password.
import { defineAccountAction } from './user-admin.ts';

export const resetUserPassword = defineAccountAction({
  name: 'resetUserPassword',
  confirm: true,
  act: (admin, sub) => admin.resetPassword(sub),
});
