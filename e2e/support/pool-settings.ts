// Switching the default pool's sign-up confirmation between code and link, as an administrator would. As in
// Cognito, UpdateUserPool resets what it is not given: the current settings are read and sent back whole, and
// the MFA configuration (a separate call) is put back as it was.
import {
  DescribeUserPoolCommand,
  GetUserPoolMfaConfigCommand,
  SetUserPoolMfaConfigCommand,
  UpdateUserPoolCommand,
  type UpdateUserPoolCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { adminClient, amplifyConfig } from './admin.ts';

export async function setEmailConfirmation(baseURL: string, option: 'CONFIRM_WITH_CODE' | 'CONFIRM_WITH_LINK') {
  const { Auth } = await amplifyConfig(baseURL);
  const client = adminClient(baseURL);
  const UserPoolId = Auth.Cognito.userPoolId;
  const [{ UserPool: pool }, mfa] = await Promise.all([
    client.send(new DescribeUserPoolCommand({ UserPoolId })),
    client.send(new GetUserPoolMfaConfigCommand({ UserPoolId })),
  ]);
  if (!pool) throw new Error('DescribeUserPool returned no pool');
  const input: UpdateUserPoolCommandInput = {
    UserPoolId,
    Policies: pool.Policies,
    DeletionProtection: pool.DeletionProtection,
    LambdaConfig: pool.LambdaConfig,
    AutoVerifiedAttributes: pool.AutoVerifiedAttributes,
    EmailVerificationMessage: pool.EmailVerificationMessage,
    EmailVerificationSubject: pool.EmailVerificationSubject,
    SmsVerificationMessage: pool.SmsVerificationMessage,
    SmsAuthenticationMessage: pool.SmsAuthenticationMessage,
    UserAttributeUpdateSettings: pool.UserAttributeUpdateSettings,
    MfaConfiguration: pool.MfaConfiguration,
    DeviceConfiguration: pool.DeviceConfiguration,
    EmailConfiguration: pool.EmailConfiguration,
    SmsConfiguration: pool.SmsConfiguration,
    UserPoolTags: pool.UserPoolTags,
    AdminCreateUserConfig: pool.AdminCreateUserConfig,
    UserPoolAddOns: pool.UserPoolAddOns,
    AccountRecoverySetting: pool.AccountRecoverySetting,
    VerificationMessageTemplate: { ...pool.VerificationMessageTemplate, DefaultEmailOption: option },
  };
  await client.send(new UpdateUserPoolCommand(input));
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId,
      MfaConfiguration: mfa.MfaConfiguration,
      SoftwareTokenMfaConfiguration: mfa.SoftwareTokenMfaConfiguration,
      SmsMfaConfiguration: mfa.SmsMfaConfiguration,
    }),
  );
}
