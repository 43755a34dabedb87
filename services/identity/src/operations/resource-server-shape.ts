// What the resource-server operations share: input schemas with Cognito's patterns, and ResourceServerType.
import { z } from 'zod';
import type { ResourceServer } from '../store/resource-servers.ts';

export const ZResourceServerIdentifier = z
  .string()
  .min(1)
  .max(256)
  .regex(
    /^[\x21\x23-\x5B\x5D-\x7E]+$/,
    'Member must satisfy regular expression pattern: [\\x21\\x23-\\x5B\\x5D-\\x7E]+',
  );

export const ZResourceServerName = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[\w\s+=,.@-]+$/, 'Member must satisfy regular expression pattern: [\\w\\s+=,.@-]+');

export const ZResourceServerScopes = z
  .array(
    z.object({
      ScopeName: z
        .string()
        .min(1)
        .max(256)
        .regex(
          /^[\x21\x23-\x2E\x30-\x5B\x5D-\x7E]+$/,
          'Member must satisfy regular expression pattern: [\\x21\\x23-\\x2E\\x30-\\x5B\\x5D-\\x7E]+',
        ),
      ScopeDescription: z.string().min(1).max(256),
    }),
  )
  .max(100);

export function resourceServerType(s: ResourceServer) {
  return { UserPoolId: s.poolId, Identifier: s.identifier, Name: s.name, Scopes: s.scopes };
}
