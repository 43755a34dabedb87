// /auth: the login page, with the query it was given (modules/auth/lib/auth-entry.ts); a redirect from the server.
import { redirect } from 'next/navigation';
import { loginPathWithQuery } from '../../modules/auth/lib/auth-entry.ts';

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  redirect(loginPathWithQuery(await searchParams));
}
