// Input fields the group operations share.
import { z } from 'zod';

export const ZGroupName = z
  .string()
  .min(1)
  .max(128)
  .regex(
    /^[\p{L}\p{M}\p{S}\p{N}\p{P}]+$/u,
    'Member must satisfy regular expression pattern: [\\p{L}\\p{M}\\p{S}\\p{N}\\p{P}]+',
  );
export const ZGroupDescription = z.string().max(2048);
export const ZRoleArn = z
  .string()
  .min(20)
  .max(2048)
  .regex(
    /^arn:[\w+=/,.@-]+:[\w+=/,.@-]+:([\w+=/,.@-]*)?:[0-9]+:[\w+=/,.@-]+(:[\w+=/,.@-]+)?(:[\w+=/,.@-]+)?$/,
    'Member must satisfy the IAM role ARN pattern',
  );
export const ZPrecedence = z.number().int().min(0).max(2_147_483_647);
