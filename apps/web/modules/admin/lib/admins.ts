// Who the back-office is for: platform administrators, the user pool group `admins` (the data service's
// `allow: 'admins'` checks the same group in the caller's token: packages/platform names.ts ADMINS_GROUP, which
// the web may not import). Pure.

export const PLATFORM_ADMINS_GROUP = 'admins';
export const ADMIN_HREF = '/admin';

export function isPlatformAdmin(groups: readonly string[] | null | undefined): boolean {
  return Boolean(groups?.includes(PLATFORM_ADMINS_GROUP));
}
