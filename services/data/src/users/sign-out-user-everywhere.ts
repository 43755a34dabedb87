// signOutUserEverywhere: a platform admin ends every session of a user (identity's AdminUserGlobalSignOut: refresh
// tokens revoked, tokens and open subscriptions refused at once), confirming their password.
import { defineAccountAction } from './user-admin.ts';

export const signOutUserEverywhere = defineAccountAction({
  name: 'signOutUserEverywhere',
  confirm: true,
  act: (admin, sub) => admin.signOutEverywhere(sub),
});
