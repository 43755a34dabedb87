// What CreateUserPool and UpdateUserPool share: input schemas for the pool's settings, the defaults Cognito
// applies, and the UserPoolType response shape (timestamps in epoch seconds).
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { SchemaAttribute, UserPool, UserPoolConfig } from '../store/types.ts';

/** The AWS account id our ARNs carry. */
export const ACCOUNT_ID = '000000000000';

const pattern = (re: RegExp, text: string) =>
  z.string().regex(re, `Member must satisfy regular expression pattern: ${text}`);

export const ZUserPoolId = z
  .string()
  .min(1)
  .max(55)
  .regex(/^[\w-]+_[0-9a-zA-Z]+$/, 'Member must satisfy regular expression pattern: [\\w-]+_[0-9a-zA-Z]+');

export const ZPoolName = pattern(/^[\w\s+=,.@-]+$/, '[\\w\\s+=,.@-]+')
  .min(1)
  .max(128);

const ZPasswordPolicy = z.object({
  MinimumLength: z.number().int().min(6).max(99).optional(),
  RequireUppercase: z.boolean().optional(),
  RequireLowercase: z.boolean().optional(),
  RequireNumbers: z.boolean().optional(),
  RequireSymbols: z.boolean().optional(),
  PasswordHistorySize: z.number().int().min(0).max(24).optional(),
  TemporaryPasswordValidityDays: z.number().int().min(0).max(365).optional(),
});

const ZPolicies = z.object({
  PasswordPolicy: ZPasswordPolicy.optional(),
  SignInPolicy: z
    .object({ AllowedFirstAuthFactors: z.array(z.enum(['PASSWORD', 'EMAIL_OTP', 'SMS_OTP', 'WEB_AUTHN'])).optional() })
    .optional(),
});

const ZTrigger = z.string().min(1).max(2048);
const ZLambdaVersioned = z.object({ LambdaVersion: z.string().min(1).max(10), LambdaArn: ZTrigger });
const ZLambdaConfig = z.object({
  PreSignUp: ZTrigger.optional(),
  CustomMessage: ZTrigger.optional(),
  PostConfirmation: ZTrigger.optional(),
  PreAuthentication: ZTrigger.optional(),
  PostAuthentication: ZTrigger.optional(),
  DefineAuthChallenge: ZTrigger.optional(),
  CreateAuthChallenge: ZTrigger.optional(),
  VerifyAuthChallengeResponse: ZTrigger.optional(),
  PreTokenGeneration: ZTrigger.optional(),
  UserMigration: ZTrigger.optional(),
  PreTokenGenerationConfig: z.union([ZTrigger, ZLambdaVersioned]).optional(),
  CustomSMSSender: ZLambdaVersioned.optional(),
  CustomEmailSender: ZLambdaVersioned.optional(),
  KMSKeyID: z.string().max(2048).optional(),
});

const ZVerificationMessageTemplate = z.object({
  SmsMessage: z.string().min(6).max(140).optional(),
  EmailMessage: z.string().min(6).max(20_000).optional(),
  EmailSubject: z.string().min(1).max(140).optional(),
  EmailMessageByLink: z.string().min(6).max(20_000).optional(),
  EmailSubjectByLink: z.string().min(1).max(140).optional(),
  DefaultEmailOption: z.enum(['CONFIRM_WITH_LINK', 'CONFIRM_WITH_CODE']).optional(),
});

const ZAdminCreateUserConfig = z.object({
  AllowAdminCreateUserOnly: z.boolean().optional(),
  UnusedAccountValidityDays: z.number().int().min(0).max(365).optional(),
  InviteMessageTemplate: z
    .object({
      SMSMessage: z.string().min(6).max(140).optional(),
      EmailMessage: z.string().min(6).max(20_000).optional(),
      EmailSubject: z.string().min(1).max(140).optional(),
    })
    .optional(),
});

const ZSchemaAttribute = z.object({
  Name: z.string().min(1).max(20),
  AttributeDataType: z.enum(['String', 'Number', 'DateTime', 'Boolean']).optional(),
  DeveloperOnlyAttribute: z.boolean().optional(),
  Mutable: z.boolean().optional(),
  Required: z.boolean().optional(),
  NumberAttributeConstraints: z.object({ MinValue: z.string().optional(), MaxValue: z.string().optional() }).optional(),
  StringAttributeConstraints: z
    .object({ MinLength: z.string().optional(), MaxLength: z.string().optional() })
    .optional(),
});

const ZVerifiable = z.enum(['phone_number', 'email']);

/** Settings UpdateUserPool can change (Cognito resets any it is not given to the default). */
export const ZUpdatableUserPoolFields = z.object({
  Policies: ZPolicies.optional(),
  DeletionProtection: z.enum(['ACTIVE', 'INACTIVE']).optional(),
  LambdaConfig: ZLambdaConfig.optional(),
  AutoVerifiedAttributes: z.array(ZVerifiable).optional(),
  SmsVerificationMessage: z.string().min(6).max(140).optional(),
  EmailVerificationMessage: z.string().min(6).max(20_000).optional(),
  EmailVerificationSubject: z.string().min(1).max(140).optional(),
  VerificationMessageTemplate: ZVerificationMessageTemplate.optional(),
  SmsAuthenticationMessage: z.string().min(6).max(140).optional(),
  UserAttributeUpdateSettings: z
    .object({ AttributesRequireVerificationBeforeUpdate: z.array(ZVerifiable).optional() })
    .optional(),
  MfaConfiguration: z.enum(['OFF', 'ON', 'OPTIONAL']).optional(),
  DeviceConfiguration: z
    .object({
      ChallengeRequiredOnNewDevice: z.boolean().optional(),
      DeviceOnlyRememberedOnUserPrompt: z.boolean().optional(),
    })
    .optional(),
  EmailConfiguration: z
    .object({
      SourceArn: z.string().max(2048).optional(),
      ReplyToEmailAddress: z.string().max(320).optional(),
      EmailSendingAccount: z.enum(['COGNITO_DEFAULT', 'DEVELOPER']).optional(),
      From: z.string().max(320).optional(),
      ConfigurationSet: z.string().max(64).optional(),
    })
    .optional(),
  SmsConfiguration: z
    .object({
      SnsCallerArn: z.string().max(2048),
      ExternalId: z.string().max(1024).optional(),
      SnsRegion: z.string().max(32).optional(),
    })
    .optional(),
  UserPoolTags: z.record(z.string().min(1).max(128), z.string().max(256)).optional(),
  AdminCreateUserConfig: ZAdminCreateUserConfig.optional(),
  UserPoolAddOns: z
    .object({
      AdvancedSecurityMode: z.enum(['OFF', 'AUDIT', 'ENFORCED']),
      AdvancedSecurityAdditionalFlows: z
        .object({ CustomAuthMode: z.enum(['AUDIT', 'ENFORCED']).optional() })
        .optional(),
    })
    .optional(),
  AccountRecoverySetting: z
    .object({
      RecoveryMechanisms: z
        .array(
          z.object({
            Priority: z.number().int().min(1).max(2),
            Name: z.enum(['verified_email', 'verified_phone_number', 'admin_only']),
          }),
        )
        .min(1)
        .max(2),
    })
    .optional(),
  UserPoolTier: z.enum(['LITE', 'ESSENTIALS', 'PLUS']).optional(),
});

/** Settings only CreateUserPool can set. */
export const ZCreateOnlyUserPoolFields = z.object({
  AliasAttributes: z.array(z.enum(['phone_number', 'email', 'preferred_username'])).optional(),
  UsernameAttributes: z.array(ZVerifiable).optional(),
  UsernameConfiguration: z.object({ CaseSensitive: z.boolean() }).optional(),
  Schema: z.array(ZSchemaAttribute).min(1).max(50).optional(),
});

export type TUpdatableUserPoolFields = z.infer<typeof ZUpdatableUserPoolFields>;
export type TCreateOnlyUserPoolFields = z.infer<typeof ZCreateOnlyUserPoolFields>;

/** The stored configuration: Cognito's fields, including those our UserPoolConfig type does not name. */
export type StoredPoolConfig = UserPoolConfig &
  Omit<TUpdatableUserPoolFields, keyof UserPoolConfig> &
  Record<string, unknown>;

const str = (min: string, max: string) => ({ StringAttributeConstraints: { MinLength: min, MaxLength: max } });

/** Cognito's standard attributes as DescribeUserPool lists them. */
export const STANDARD_ATTRIBUTES: SchemaAttribute[] = [
  {
    Name: 'sub',
    AttributeDataType: 'String',
    DeveloperOnlyAttribute: false,
    Mutable: false,
    Required: true,
    ...str('1', '2048'),
  },
  ...[
    'name',
    'given_name',
    'family_name',
    'middle_name',
    'nickname',
    'preferred_username',
    'profile',
    'picture',
    'website',
    'email',
  ].map(
    (Name): SchemaAttribute => ({
      Name,
      AttributeDataType: 'String',
      DeveloperOnlyAttribute: false,
      Mutable: true,
      Required: false,
      ...str('0', '2048'),
    }),
  ),
  {
    Name: 'email_verified',
    AttributeDataType: 'Boolean',
    DeveloperOnlyAttribute: false,
    Mutable: true,
    Required: false,
  },
  {
    Name: 'gender',
    AttributeDataType: 'String',
    DeveloperOnlyAttribute: false,
    Mutable: true,
    Required: false,
    ...str('0', '2048'),
  },
  {
    Name: 'birthdate',
    AttributeDataType: 'String',
    DeveloperOnlyAttribute: false,
    Mutable: true,
    Required: false,
    ...str('10', '10'),
  },
  ...['zoneinfo', 'locale', 'phone_number'].map(
    (Name): SchemaAttribute => ({
      Name,
      AttributeDataType: 'String',
      DeveloperOnlyAttribute: false,
      Mutable: true,
      Required: false,
      ...str('0', '2048'),
    }),
  ),
  {
    Name: 'phone_number_verified',
    AttributeDataType: 'Boolean',
    DeveloperOnlyAttribute: false,
    Mutable: true,
    Required: false,
  },
  {
    Name: 'address',
    AttributeDataType: 'String',
    DeveloperOnlyAttribute: false,
    Mutable: true,
    Required: false,
    ...str('0', '2048'),
  },
  {
    Name: 'updated_at',
    AttributeDataType: 'Number',
    DeveloperOnlyAttribute: false,
    Mutable: true,
    Required: false,
    NumberAttributeConstraints: { MinValue: '0' },
  },
  {
    Name: 'identities',
    AttributeDataType: 'String',
    DeveloperOnlyAttribute: false,
    Mutable: true,
    Required: false,
    StringAttributeConstraints: {},
  },
];

const STANDARD_NAMES = new Set(STANDARD_ATTRIBUTES.map((a) => a.Name));

/** The pool's schema: the standard attributes, changed as asked, plus `custom:` attributes. */
export function buildSchema(input: TCreateOnlyUserPoolFields['Schema']): SchemaAttribute[] {
  const schema = STANDARD_ATTRIBUTES.map((a) => ({ ...a }));
  for (const [i, attr] of (input ?? []).entries()) {
    if (STANDARD_NAMES.has(attr.Name)) {
      const standard = schema.find((a) => a.Name === attr.Name)!;
      if (attr.Name === 'sub') continue;
      if (attr.AttributeDataType && attr.AttributeDataType !== standard.AttributeDataType) {
        throw Errors.invalidParameter(
          `Schema.${i}.AttributeDataType: ${attr.Name} must be of type ${standard.AttributeDataType}.`,
        );
      }
      if (attr.Required !== undefined) standard.Required = attr.Required;
      if (attr.Mutable !== undefined) standard.Mutable = attr.Mutable;
      if (attr.StringAttributeConstraints) standard.StringAttributeConstraints = attr.StringAttributeConstraints;
      if (attr.NumberAttributeConstraints) standard.NumberAttributeConstraints = attr.NumberAttributeConstraints;
      continue;
    }
    const bare = attr.Name.replace(/^custom:/, '');
    if (!/^[\p{L}\p{M}\p{S}\p{N}\p{P}]{1,20}$/u.test(bare)) {
      throw Errors.invalidParameter(`Schema.${i}.Name: invalid custom attribute name ${attr.Name}.`);
    }
    if (attr.Required)
      throw Errors.invalidParameter(`Schema.${i}.Required: Required custom attributes are not supported currently.`);
    const name = `custom:${bare}`;
    if (schema.some((a) => a.Name === name))
      throw Errors.invalidParameter(`Schema.${i}.Name: duplicate attribute ${name}.`);
    const type = attr.AttributeDataType ?? 'String';
    schema.push({
      Name: name,
      AttributeDataType: type,
      DeveloperOnlyAttribute: attr.DeveloperOnlyAttribute ?? false,
      Mutable: attr.Mutable ?? true,
      Required: false,
      ...(type === 'String' ? { StringAttributeConstraints: attr.StringAttributeConstraints ?? {} } : {}),
      ...(type === 'Number' ? { NumberAttributeConstraints: attr.NumberAttributeConstraints ?? {} } : {}),
    });
  }
  return schema;
}

export const DEFAULT_PASSWORD_POLICY = {
  MinimumLength: 8,
  RequireUppercase: true,
  RequireLowercase: true,
  RequireNumbers: true,
  RequireSymbols: true,
  TemporaryPasswordValidityDays: 7,
};

/**
 * The updatable part of a pool's configuration from a Create/UpdateUserPool input, with Cognito's defaults for
 * whatever the input leaves out. `previous` carries what UpdateUserPool cannot change.
 */
export function buildPoolConfig(
  input: TUpdatableUserPoolFields,
  createOnly: Pick<
    StoredPoolConfig,
    'SchemaAttributes' | 'UsernameAttributes' | 'AliasAttributes' | 'UsernameConfiguration'
  > &
    Partial<StoredPoolConfig>,
): StoredPoolConfig {
  const mfa = input.MfaConfiguration ?? 'OFF';
  const template = {
    DefaultEmailOption: 'CONFIRM_WITH_CODE' as const,
    ...(input.EmailVerificationMessage ? { EmailMessage: input.EmailVerificationMessage } : {}),
    ...(input.EmailVerificationSubject ? { EmailSubject: input.EmailVerificationSubject } : {}),
    ...(input.SmsVerificationMessage ? { SmsMessage: input.SmsVerificationMessage } : {}),
    ...input.VerificationMessageTemplate,
  };
  checkTemplate(template);
  const { SchemaAttributes, UsernameAttributes, AliasAttributes, UsernameConfiguration, ...kept } = createOnly;
  // Without SMS, the second factor we can deliver is TOTP: enable it when MFA is on unless already configured.
  const softwareToken = kept.SoftwareTokenMfaConfiguration ?? (mfa === 'OFF' ? undefined : { Enabled: true });
  const config: StoredPoolConfig = {
    Policies: {
      PasswordPolicy: { ...DEFAULT_PASSWORD_POLICY, ...input.Policies?.PasswordPolicy },
      ...(input.Policies?.SignInPolicy ? { SignInPolicy: input.Policies.SignInPolicy } : {}),
    },
    DeletionProtection: input.DeletionProtection ?? 'INACTIVE',
    LambdaConfig: (input.LambdaConfig ?? {}) as UserPoolConfig['LambdaConfig'],
    ...(input.AutoVerifiedAttributes ? { AutoVerifiedAttributes: input.AutoVerifiedAttributes } : {}),
    ...(UsernameAttributes ? { UsernameAttributes } : {}),
    ...(AliasAttributes ? { AliasAttributes } : {}),
    ...(UsernameConfiguration ? { UsernameConfiguration } : {}),
    SchemaAttributes,
    VerificationMessageTemplate: template,
    ...(input.SmsAuthenticationMessage ? { SmsAuthenticationMessage: input.SmsAuthenticationMessage } : {}),
    ...(input.UserAttributeUpdateSettings ? { UserAttributeUpdateSettings: input.UserAttributeUpdateSettings } : {}),
    MfaConfiguration: mfa,
    ...(softwareToken ? { SoftwareTokenMfaConfiguration: softwareToken } : {}),
    ...(kept.EnabledMfas
      ? { EnabledMfas: kept.EnabledMfas }
      : softwareToken?.Enabled
        ? { EnabledMfas: ['SOFTWARE_TOKEN_MFA'] }
        : {}),
    ...(input.DeviceConfiguration ? { DeviceConfiguration: input.DeviceConfiguration } : {}),
    EmailConfiguration: input.EmailConfiguration ?? { EmailSendingAccount: 'COGNITO_DEFAULT' },
    ...(input.SmsConfiguration ? { SmsConfiguration: input.SmsConfiguration } : {}),
    ...(input.UserPoolTags ? { UserPoolTags: input.UserPoolTags } : {}),
    AdminCreateUserConfig: {
      AllowAdminCreateUserOnly: false,
      UnusedAccountValidityDays: input.Policies?.PasswordPolicy?.TemporaryPasswordValidityDays ?? 7,
      ...input.AdminCreateUserConfig,
    },
    ...(input.UserPoolAddOns ? { UserPoolAddOns: input.UserPoolAddOns } : {}),
    ...(input.AccountRecoverySetting ? { AccountRecoverySetting: input.AccountRecoverySetting } : {}),
    UserPoolTier: input.UserPoolTier ?? 'ESSENTIALS',
    ...(kept.Domain ? { Domain: kept.Domain } : {}),
  };
  return config;
}

function checkTemplate(t: NonNullable<TUpdatableUserPoolFields['VerificationMessageTemplate']>) {
  // Cognito: code messages must carry the {####} placeholder, link messages {##…##}.
  if (t.EmailMessage && !t.EmailMessage.includes('{####}')) {
    throw Errors.invalidParameter(
      'VerificationMessageTemplate.EmailMessage: the message must contain the {####} placeholder.',
    );
  }
  if (t.SmsMessage && !t.SmsMessage.includes('{####}')) {
    throw Errors.invalidParameter(
      'VerificationMessageTemplate.SmsMessage: the message must contain the {####} placeholder.',
    );
  }
  if (t.EmailMessageByLink && !/\{##[^#]+##\}/.test(t.EmailMessageByLink)) {
    throw Errors.invalidParameter(
      'VerificationMessageTemplate.EmailMessageByLink: the message must contain a {##Verify Email##} placeholder.',
    );
  }
}

export function checkCreateOnly(input: TCreateOnlyUserPoolFields) {
  if (input.UsernameAttributes?.length && input.AliasAttributes?.length) {
    throw Errors.invalidParameter('Only one of the aliasAttributes or usernameAttributes can be set in a User Pool.');
  }
}

/** Cognito's UserPoolType. */
export function userPoolType(pool: UserPool, extra: { estimatedNumberOfUsers: number }) {
  const c = pool.config as StoredPoolConfig;
  const template = c.VerificationMessageTemplate ?? {};
  const region = pool.id.split('_')[0];
  return {
    Id: pool.id,
    Name: pool.name,
    Policies: c.Policies,
    DeletionProtection: c.DeletionProtection ?? 'INACTIVE',
    LambdaConfig: c.LambdaConfig ?? {},
    LastModifiedDate: pool.updatedAt.getTime() / 1000,
    CreationDate: pool.createdAt.getTime() / 1000,
    SchemaAttributes: c.SchemaAttributes,
    ...(c.AutoVerifiedAttributes ? { AutoVerifiedAttributes: c.AutoVerifiedAttributes } : {}),
    ...(c.AliasAttributes ? { AliasAttributes: c.AliasAttributes } : {}),
    ...(c.UsernameAttributes ? { UsernameAttributes: c.UsernameAttributes } : {}),
    ...(template.SmsMessage ? { SmsVerificationMessage: template.SmsMessage } : {}),
    ...(template.EmailMessage ? { EmailVerificationMessage: template.EmailMessage } : {}),
    ...(template.EmailSubject ? { EmailVerificationSubject: template.EmailSubject } : {}),
    VerificationMessageTemplate: template,
    ...(c.SmsAuthenticationMessage ? { SmsAuthenticationMessage: c.SmsAuthenticationMessage } : {}),
    ...(c.UserAttributeUpdateSettings ? { UserAttributeUpdateSettings: c.UserAttributeUpdateSettings } : {}),
    MfaConfiguration: c.MfaConfiguration,
    ...(c.DeviceConfiguration ? { DeviceConfiguration: c.DeviceConfiguration } : {}),
    EstimatedNumberOfUsers: extra.estimatedNumberOfUsers,
    ...(c.EmailConfiguration ? { EmailConfiguration: c.EmailConfiguration } : {}),
    ...(c.SmsConfiguration ? { SmsConfiguration: c.SmsConfiguration } : {}),
    UserPoolTags: c.UserPoolTags ?? {},
    ...(c.Domain ? { Domain: c.Domain } : {}),
    AdminCreateUserConfig: c.AdminCreateUserConfig,
    ...(c.UserPoolAddOns ? { UserPoolAddOns: c.UserPoolAddOns } : {}),
    ...(c.UsernameConfiguration ? { UsernameConfiguration: c.UsernameConfiguration } : {}),
    Arn: `arn:aws:cognito-idp:${region}:${ACCOUNT_ID}:userpool/${pool.id}`,
    ...(c.AccountRecoverySetting ? { AccountRecoverySetting: c.AccountRecoverySetting } : {}),
    UserPoolTier: c.UserPoolTier ?? 'ESSENTIALS',
  };
}

/** The short description ListUserPools returns. */
export function userPoolDescription(pool: UserPool) {
  return {
    Id: pool.id,
    Name: pool.name,
    LambdaConfig: pool.config.LambdaConfig ?? {},
    LastModifiedDate: pool.updatedAt.getTime() / 1000,
    CreationDate: pool.createdAt.getTime() / 1000,
  };
}
