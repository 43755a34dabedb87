// The account page's forms, one schema each, with the page's own words. The identity service checks the same
// inputs with its own schemas (services/identity keeps them beside its operations); the rules the sign-up and
// sign-in forms share come from the auth schemas and contracts (Cognito's e-mail rule, the code, the name length).
import { CLIENT_MESSAGES } from '@innov/contracts';
import { isCognitoEmail } from '@innov/contracts/email';
import { z } from 'zod';
import { NAME_MAX_LENGTH, zSixDigitCode } from '../../auth/lib/auth-schemas.ts';
import { passwordRules, type TPasswordPolicy } from './password-policy.ts';

const zName = (empty: string) =>
  z.string().trim().min(1, empty).max(NAME_MAX_LENGTH, `Use at most ${NAME_MAX_LENGTH} characters.`);

export const ZProfile = z.object({
  givenName: zName('Enter your given name.'),
  familyName: zName('Enter your family name.'),
});

export const ZChangeEmail = z.object({
  newEmail: z.string().trim().refine(isCognitoEmail, 'Enter an e-mail address such as name@example.com.'),
});

export const ZConfirmEmail = z.object({
  code: z.string().trim().min(1, 'Enter the code from the e-mail.'),
});

/** The password change, checked against the pool's policy as /amplify-config.json publishes it. */
export function passwordChangeSchema(policy: TPasswordPolicy) {
  return z
    .object({
      currentPassword: z.string().min(1, 'Enter your current password.'),
      newPassword: z
        .string()
        .refine(
          (password) => passwordRules(password, policy).every((rule) => rule.met),
          'The new password does not meet every rule below.',
        ),
    })
    .refine((v) => v.newPassword !== v.currentPassword, {
      path: ['newPassword'],
      message: 'Choose a password different from the current one.',
    });
}

export const ZTotpCode = z.object({ code: zSixDigitCode('the app') });

export const ZSmsCode = z.object({ code: zSixDigitCode('the text message') });

/** E.164: a plus, the country code and the number. */
const E164 = /^\+[1-9]\d{6,14}$/;

export const ZPhoneNumber = z.object({
  // Spaces, brackets and dashes as people write numbers are dropped.
  phone: z
    .string()
    .transform((v) => v.replace(/[\s()-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, CLIENT_MESSAGES.emptyPhoneNumber)
        .regex(E164, 'Enter the number with its country code, such as +447700900123.'),
    ),
});

/** Whether `typed` is the account's e-mail address (the deletion's typed confirmation), case aside. */
export function confirmsEmail(typed: string, email: string): boolean {
  return email !== '' && typed.trim().toLowerCase() === email.toLowerCase();
}

/** Account deletion asks the user to type their e-mail address. */
export function deleteAccountSchema(email: string) {
  return z.object({
    confirmEmail: z.string().refine((typed) => confirmsEmail(typed, email), `Type ${email} to confirm.`),
  });
}
