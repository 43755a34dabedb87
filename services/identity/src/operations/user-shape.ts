// Input pieces shared by the user operations, with Cognito's length limits (violations are
// InvalidParameterException naming the field).
import { z } from 'zod';
import type { AttributeType } from '../users/attributes.ts';

export const ZClientId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\w+]+$/, 'Member must satisfy regular expression pattern: [\\w+]+');
export const ZUsername = z.string().min(1).max(128);
export const ZPassword = z.string().min(1).max(256);
export const ZCode = z.string().min(1).max(2048);
export const ZSecretHash = z.string().min(1).max(128);
export const ZAccessToken = z.string().min(1).max(8192);
export const ZSession = z.string().min(20).max(8192);
export const ZStringMap = z.record(z.string().max(256), z.string().max(4096));
export const ZClientMetadata = ZStringMap.optional();

export const ZAttribute = z.object({ Name: z.string().min(1).max(32), Value: z.string().max(2048).optional() });
export const ZAttributeList = z.array(ZAttribute).max(64);

/** Cognito's AttributeType list from a map. */
export function attributeList(attributes: Record<string, string>): AttributeType[] {
  return Object.entries(attributes).map(([Name, Value]) => ({ Name, Value }));
}

/** Cognito sends epoch seconds with a fractional part. */
export function epochSeconds(date: Date): number {
  return date.getTime() / 1000;
}
