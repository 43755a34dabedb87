// Client-side validation that mirrors the identity service: the pool's password policy (seed section 5:
// minimum 8 with lowercase, uppercase, digit and symbol, Cognito's symbol set) and the required fields of each
// call, with the seed's client messages where it gives them.

import { CLIENT_MESSAGES, PASSWORD_MIN_LENGTH } from '@innov/contracts';
import { EMAIL_MAX_LENGTH, isCognitoEmail } from '@innov/contracts/email';
import { z } from 'zod';

/** Cognito's symbol set for RequireSymbols (the space does not count). */
const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-');

export interface PasswordRule {
  id: 'length' | 'lowercase' | 'uppercase' | 'digit' | 'symbol';
  label: string;
  test(password: string): boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'lowercase', label: 'A lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'uppercase', label: 'An uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'digit', label: 'A digit', test: (p) => /[0-9]/.test(p) },
  { id: 'symbol', label: 'A symbol, such as ! @ # or -', test: (p) => [...p].some((c) => SYMBOLS.has(c)) },
];

export const PASSWORD_POLICY_MESSAGE = 'Invalid password. Follow policy.';

/** The longest given or family name the forms take. */
export const NAME_MAX_LENGTH = 100;

/** A confirmation code as the identity service sends it (e-mail, text message, authenticator app). */
export const SIX_DIGIT_CODE = /^\d{6}$/;

/** A six-digit code the user types; `from` says where it came from: 'the e-mail', 'the app'. */
export const zSixDigitCode = (from: string, empty: string = CLIENT_MESSAGES.emptyConfirmationCode) =>
  z.string().trim().min(1, empty).regex(SIX_DIGIT_CODE, `Enter the 6-digit code from ${from}.`);

export const zPassword = z
  .string()
  .min(1, CLIENT_MESSAGES.emptyPassword)
  .max(256, 'Use at most 256 characters.')
  .refine((p) => p === p.trim(), 'The password must not begin or end with a space.')
  .refine((p) => PASSWORD_RULES.every((rule) => rule.test(p)), PASSWORD_POLICY_MESSAGE);

export const zEmail = z
  .string()
  .trim()
  .min(1, CLIENT_MESSAGES.emptyEmail)
  .max(EMAIL_MAX_LENGTH, `Use at most ${EMAIL_MAX_LENGTH} characters.`)
  // Cognito's rule, the one the identity service applies (not a stricter one of the form's own).
  .refine(isCognitoEmail, 'Enter a valid e-mail address, like name@example.com.');

export const zCode = zSixDigitCode('the e-mail');

const zName = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} cannot be empty`)
    .max(NAME_MAX_LENGTH, `Use at most ${NAME_MAX_LENGTH} characters.`);

export const zSignIn = z.object({
  email: zEmail,
  password: z.string().min(1, CLIENT_MESSAGES.emptyPassword),
});
export type TSignIn = z.infer<typeof zSignIn>;

/** Passwordless sign-in: the e-mail only (a password must not be given). */
export const zEmailOnly = z.object({ email: zEmail });
export type TEmailOnly = z.infer<typeof zEmailOnly>;

export const zSignUp = z.object({
  email: zEmail,
  givenName: zName('Given name'),
  familyName: zName('Family name'),
  password: zPassword,
  termsOfService: z.boolean().refine((v) => v, 'Accept the terms of service to create an account.'),
  marketingUpdate: z.boolean(),
});
export type TSignUp = z.infer<typeof zSignUp>;

export const zConfirmSignUp = z.object({ email: zEmail, code: zCode });
export type TConfirmSignUp = z.infer<typeof zConfirmSignUp>;

export const zResetPassword = z
  .object({ email: zEmail, code: zCode, password: zPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match.',
  });
export type TResetPassword = z.infer<typeof zResetPassword>;

export const zNewPassword = z
  .object({ password: zPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match.',
  });
export type TNewPassword = z.infer<typeof zNewPassword>;

export const zChallengeCode = z.object({ code: zSixDigitCode('the e-mail', CLIENT_MESSAGES.emptyChallengeResponse) });
export type TChallengeCode = z.infer<typeof zChallengeCode>;
