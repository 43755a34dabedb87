// What a sign-in flow carries from one page to the next without putting it in the address bar: the e-mail and,
// when the user typed it, the password (never in a URL: seed section 4 passes it in the query; we keep it in
// memory for the next step instead). Module state: it lives as long as the page, and client-side navigation
// keeps it.

interface PendingSignIn {
  email: string;
  password?: string;
}

let pending: PendingSignIn | undefined;

export function rememberSignIn(value: PendingSignIn): void {
  pending = { ...value };
}

/** The remembered password for `email`, if any. */
export function pendingPassword(email: string): string | undefined {
  return pending && pending.email.toLowerCase() === email.toLowerCase() ? pending.password : undefined;
}

export function forgetSignIn(): void {
  pending = undefined;
}
