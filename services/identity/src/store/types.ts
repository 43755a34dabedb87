// Shapes shared across the identity service. Pool and client settings are kept in Cognito's own field
// names, so Describe*/Update* round-trip them unchanged.

export interface PasswordPolicy {
  MinimumLength: number;
  RequireUppercase: boolean;
  RequireLowercase: boolean;
  RequireNumbers: boolean;
  RequireSymbols: boolean;
  TemporaryPasswordValidityDays: number;
}

export interface SchemaAttribute {
  Name: string;
  AttributeDataType: 'String' | 'Number' | 'DateTime' | 'Boolean';
  Mutable?: boolean;
  Required?: boolean;
  DeveloperOnlyAttribute?: boolean;
  StringAttributeConstraints?: { MinLength?: string; MaxLength?: string };
  NumberAttributeConstraints?: { MinValue?: string; MaxValue?: string };
}

export interface UserPoolConfig {
  Policies: { PasswordPolicy: PasswordPolicy; SignInPolicy?: { AllowedFirstAuthFactors?: string[] } };
  /** `['email']` means usernames are generated UUIDs and users sign in with their e-mail. */
  UsernameAttributes?: ('email' | 'phone_number')[];
  AliasAttributes?: ('email' | 'phone_number' | 'preferred_username')[];
  AutoVerifiedAttributes?: ('email' | 'phone_number')[];
  UsernameConfiguration?: { CaseSensitive: boolean };
  MfaConfiguration: 'OFF' | 'ON' | 'OPTIONAL';
  SmsConfiguration?: Record<string, unknown>;
  SoftwareTokenMfaConfiguration?: { Enabled: boolean };
  EnabledMfas?: ('SMS_MFA' | 'SOFTWARE_TOKEN_MFA' | 'EMAIL_OTP')[];
  DeviceConfiguration?: { ChallengeRequiredOnNewDevice?: boolean; DeviceOnlyRememberedOnUserPrompt?: boolean };
  /** Trigger name → where it runs: `builtin:<name>` (in-process) or an https URL (signed call). */
  LambdaConfig?: Partial<Record<TriggerName, string>>;
  SchemaAttributes: SchemaAttribute[];
  VerificationMessageTemplate?: {
    DefaultEmailOption?: 'CONFIRM_WITH_CODE' | 'CONFIRM_WITH_LINK';
    EmailSubject?: string;
    EmailMessage?: string;
    EmailSubjectByLink?: string;
    EmailMessageByLink?: string;
    SmsMessage?: string;
  };
  AdminCreateUserConfig?: {
    AllowAdminCreateUserOnly?: boolean;
    UnusedAccountValidityDays?: number;
    InviteMessageTemplate?: { EmailSubject?: string; EmailMessage?: string; SMSMessage?: string };
  };
  AccountRecoverySetting?: {
    RecoveryMechanisms: { Name: 'verified_email' | 'verified_phone_number' | 'admin_only'; Priority: number }[];
  };
  UserAttributeUpdateSettings?: { AttributesRequireVerificationBeforeUpdate?: ('email' | 'phone_number')[] };
  DeletionProtection?: 'ACTIVE' | 'INACTIVE';
  EmailConfiguration?: Record<string, unknown>;
  Domain?: string;
  UserPoolTags?: Record<string, string>;
}

export type TriggerName =
  | 'PreSignUp'
  | 'PostConfirmation'
  | 'PreAuthentication'
  | 'PostAuthentication'
  | 'PreTokenGeneration'
  | 'PreTokenGenerationConfig'
  | 'CustomMessage'
  | 'DefineAuthChallenge'
  | 'CreateAuthChallenge'
  | 'VerifyAuthChallengeResponse'
  | 'UserMigration';

export type TimeUnit = 'seconds' | 'minutes' | 'hours' | 'days';

export interface UserPoolClientConfig {
  ExplicitAuthFlows: string[];
  AccessTokenValidity?: number;
  IdTokenValidity?: number;
  RefreshTokenValidity?: number;
  TokenValidityUnits?: { AccessToken?: TimeUnit; IdToken?: TimeUnit; RefreshToken?: TimeUnit };
  PreventUserExistenceErrors?: 'ENABLED' | 'LEGACY';
  EnableTokenRevocation?: boolean;
  /** Cognito's refresh-token rotation setting. */
  RefreshTokenRotation?: { Feature: 'ENABLED' | 'DISABLED'; RetryGracePeriodSeconds?: number };
  ReadAttributes?: string[];
  WriteAttributes?: string[];
  CallbackURLs?: string[];
  LogoutURLs?: string[];
  DefaultRedirectURI?: string;
  AllowedOAuthFlows?: ('code' | 'implicit' | 'client_credentials')[];
  AllowedOAuthScopes?: string[];
  AllowedOAuthFlowsUserPoolClient?: boolean;
  SupportedIdentityProviders?: string[];
  AuthSessionValidity?: number;
  EnablePropagateAdditionalUserContextData?: boolean;
}

export interface UserPool {
  id: string;
  name: string;
  config: UserPoolConfig;
  createdAt: Date;
  updatedAt: Date;
}

export interface UserPoolClient {
  id: string;
  poolId: string;
  name: string;
  /** Decrypted client secret, when the client has one. */
  secret?: string;
  config: UserPoolClientConfig;
  createdAt: Date;
  updatedAt: Date;
}

export type UserStatus =
  | 'UNCONFIRMED'
  | 'CONFIRMED'
  | 'FORCE_CHANGE_PASSWORD'
  | 'RESET_REQUIRED'
  | 'EXTERNAL_PROVIDER'
  | 'ARCHIVED'
  | 'UNKNOWN';
