// What SetUserPoolMfaConfig and GetUserPoolMfaConfig share: the pool's MFA settings in Cognito's response shape.
import type { UserPool } from '../store/types.ts';

export function poolMfaConfig(pool: UserPool) {
  const c = pool.config as UserPool['config'] & { SmsAuthenticationMessage?: string };
  const enabled = c.EnabledMfas ?? [];
  const sms = enabled.includes('SMS_MFA');
  const totp = enabled.includes('SOFTWARE_TOKEN_MFA') || c.SoftwareTokenMfaConfiguration?.Enabled === true;
  return {
    MfaConfiguration: c.MfaConfiguration,
    ...(sms
      ? {
          SmsMfaConfiguration: {
            ...(c.SmsAuthenticationMessage ? { SmsAuthenticationMessage: c.SmsAuthenticationMessage } : {}),
            ...(c.SmsConfiguration ? { SmsConfiguration: c.SmsConfiguration } : {}),
          },
        }
      : {}),
    SoftwareTokenMfaConfiguration: { Enabled: totp },
  };
}
