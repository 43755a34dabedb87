// The e-mail rule of data fields (AppSync's AWSEmail: local@domain.tld, no spaces, bounded lengths), defined
// once: the data service's scalar and the forms that collect such an address use it.
import { z } from 'zod';

export const AWS_EMAIL_MAX_LENGTH = 254;
export const AWS_EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isAwsEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= AWS_EMAIL_MAX_LENGTH && AWS_EMAIL_PATTERN.test(value);
}

export const ZAwsEmail = z.string().refine(isAwsEmail, 'expected an e-mail address like name@example.com');
