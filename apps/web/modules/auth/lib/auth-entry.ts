// /auth is the way into an account: the sign-in page (seed section 2 lists both routes), which already offers
// creating an account, a reset and a code, and sends a signed-in visitor on. The query goes along as given (returnTo,
// email, …): each page that reads it checks it.

export const LOGIN_PATH = '/auth/login';

/** The login page's address with `/auth`'s query (Next's searchParams: repeated keys are arrays). Pure. */
export function loginPathWithQuery(searchParams: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const item of [value ?? []].flat()) query.append(key, item);
  }
  const search = query.toString();
  return search ? `${LOGIN_PATH}?${search}` : LOGIN_PATH;
}
