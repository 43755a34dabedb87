// The two e-mail rules, each defined once (no zod here: the public islands import these and stay light).
// - Cognito's, for sign-in e-mails (the identity service's `email` attribute, sign-up and the account page):
//   something@something.something with no spaces or second @.
// - AppSync's AWSEmail, for data fields (the enquiry form, the newsletter, a workspace's e-mail): a stricter
//   RFC 5321 shape, local@domain.tld with bounded label lengths.

export const EMAIL_MAX_LENGTH = 254;

export const COGNITO_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const AWS_EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** A sign-in e-mail as Cognito accepts it. */
export function isCognitoEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && COGNITO_EMAIL_PATTERN.test(value);
}

/** An e-mail data field as AppSync's AWSEmail accepts it. */
export function isAwsEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && AWS_EMAIL_PATTERN.test(value);
}
