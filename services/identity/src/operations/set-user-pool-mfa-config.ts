// SetUserPoolMfaConfig: the pool's MFA mode and factors. SMS codes go through the SMS sender (a provider when
// configured, else the local outbox), so SmsMfaConfiguration alone turns SMS on. ON or OPTIONAL needs a factor.
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { requirePool, updatePool } from '../store/pools.ts';
import type { UserPoolConfig } from '../store/types.ts';
import { poolMfaConfig } from './pool-mfa-config-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZSetUserPoolMfaConfigInput = z.object({
  UserPoolId: ZUserPoolId,
  SmsMfaConfiguration: z
    .object({
      SmsAuthenticationMessage: z.string().min(6).max(140).optional(),
      SmsConfiguration: z
        .object({
          SnsCallerArn: z.string().max(2048),
          ExternalId: z.string().max(1024).optional(),
          SnsRegion: z.string().max(32).optional(),
        })
        .optional(),
    })
    .optional(),
  SoftwareTokenMfaConfiguration: z.object({ Enabled: z.boolean().optional() }).optional(),
  EmailMfaConfiguration: z.unknown().optional(),
  WebAuthnConfiguration: z.unknown().optional(),
  MfaConfiguration: z.enum(['OFF', 'ON', 'OPTIONAL']).optional(),
});
export type TSetUserPoolMfaConfigInput = z.infer<typeof ZSetUserPoolMfaConfigInput>;

export const setUserPoolMfaConfig: Operation<TSetUserPoolMfaConfigInput> = {
  plane: 'admin',
  input: ZSetUserPoolMfaConfigInput,
  async run(input, { deps }) {
    const pool = await requirePool(deps, input.UserPoolId);
    if (input.EmailMfaConfiguration !== undefined) {
      throw Errors.invalidParameter('Email MFA is not supported by this user pool.');
    }
    const previous = pool.config as UserPoolConfig & { SmsAuthenticationMessage?: string };
    const message = input.SmsMfaConfiguration?.SmsAuthenticationMessage;
    if (message && !message.includes('{####}')) {
      throw Errors.invalidParameter('SmsAuthenticationMessage: the message must contain the {####} placeholder.');
    }
    // As in Cognito, a factor left out of the request is turned off.
    const sms = input.SmsMfaConfiguration !== undefined;
    const totp = input.SoftwareTokenMfaConfiguration?.Enabled === true;
    const mode = input.MfaConfiguration ?? previous.MfaConfiguration ?? 'OFF';
    if (mode !== 'OFF' && !sms && !totp) {
      throw Errors.invalidParameter(
        'At least one of SMS MFA or software token MFA must be enabled when MFA is ON or OPTIONAL.',
      );
    }
    const enabled: NonNullable<UserPoolConfig['EnabledMfas']> = [];
    if (sms) enabled.push('SMS_MFA');
    if (totp) enabled.push('SOFTWARE_TOKEN_MFA');
    const config: UserPoolConfig & { SmsAuthenticationMessage?: string } = {
      ...previous,
      MfaConfiguration: mode,
      EnabledMfas: enabled,
      SoftwareTokenMfaConfiguration: { Enabled: totp },
      ...(input.SmsMfaConfiguration?.SmsConfiguration
        ? { SmsConfiguration: input.SmsMfaConfiguration.SmsConfiguration }
        : {}),
    };
    if (message) config.SmsAuthenticationMessage = message;
    return poolMfaConfig(await updatePool(deps, pool.id, { name: pool.name, config }));
  },
};
