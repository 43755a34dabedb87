// enableUser: a platform admin lets a disabled user sign in again (identity's AdminEnableUser). Reversible, so no
// password.
import { defineAccountAction } from './user-admin.ts';

export const enableUser = defineAccountAction({
  name: 'enableUser',
  confirm: false,
  details: { enabled: 'false → true' },
  act: (admin, sub) => admin.enableUser(sub),
});
