// Trigger events in the shapes Cognito sends to its Lambda triggers, so handlers written for Cognito port over.
import type { ServiceDeps } from './http/types.ts';

export interface TriggerEventBase<Source extends string, Req, Res> {
  version: string;
  triggerSource: Source;
  region: string;
  userPoolId: string;
  userName: string;
  callerContext: { awsSdkVersion: string; clientId: string };
  request: Req;
  response: Res;
}

type Attrs = Record<string, string>;
type Meta = Record<string, string> | undefined;

export type PreSignUpEvent = TriggerEventBase<
  'PreSignUp_SignUp' | 'PreSignUp_AdminCreateUser' | 'PreSignUp_ExternalProvider',
  { userAttributes: Attrs; validationData?: Meta; clientMetadata?: Meta },
  { autoConfirmUser: boolean; autoVerifyEmail: boolean; autoVerifyPhone: boolean }
>;

export type PostConfirmationEvent = TriggerEventBase<
  'PostConfirmation_ConfirmSignUp' | 'PostConfirmation_ConfirmForgotPassword',
  { userAttributes: Attrs; clientMetadata?: Meta },
  Record<string, never>
>;

export type PreAuthenticationEvent = TriggerEventBase<
  'PreAuthentication_Authentication',
  { userAttributes: Attrs; validationData?: Meta; userNotFound?: boolean },
  Record<string, never>
>;

export type PostAuthenticationEvent = TriggerEventBase<
  'PostAuthentication_Authentication',
  { userAttributes: Attrs; newDeviceUsed: boolean; clientMetadata?: Meta },
  Record<string, never>
>;

export type TokenGenerationSource =
  | 'TokenGeneration_HostedAuth'
  | 'TokenGeneration_Authentication'
  | 'TokenGeneration_NewPasswordChallenge'
  | 'TokenGeneration_AuthenticateDevice'
  | 'TokenGeneration_RefreshTokens';

export interface ClaimsOverride {
  claimsToAddOrOverride?: Record<string, unknown>;
  claimsToSuppress?: string[];
}

export interface PreTokenGenerationResponse {
  /** Version 2 (ID and access tokens). */
  claimsAndScopeOverrideDetails?: {
    idTokenGeneration?: ClaimsOverride;
    accessTokenGeneration?: ClaimsOverride & { scopesToAdd?: string[]; scopesToSuppress?: string[] };
    groupOverrideDetails?: { groupsToOverride?: string[]; iamRolesToOverride?: string[]; preferredRole?: string };
  } | null;
  /** Version 1 (ID token only), accepted too. */
  claimsOverrideDetails?:
    | (ClaimsOverride & {
        groupOverrideDetails?: { groupsToOverride?: string[]; iamRolesToOverride?: string[]; preferredRole?: string };
      })
    | null;
}

export type PreTokenGenerationEvent = TriggerEventBase<
  TokenGenerationSource,
  {
    userAttributes: Attrs;
    groupConfiguration: { groupsToOverride: string[]; iamRolesToOverride: string[]; preferredRole: string | null };
    scopes: string[];
    clientMetadata?: Meta;
  },
  PreTokenGenerationResponse
>;

export type CustomMessageSource =
  | 'CustomMessage_SignUp'
  | 'CustomMessage_AdminCreateUser'
  | 'CustomMessage_ResendCode'
  | 'CustomMessage_ForgotPassword'
  | 'CustomMessage_UpdateUserAttribute'
  | 'CustomMessage_VerifyUserAttribute'
  | 'CustomMessage_Authentication';

export type CustomMessageEvent = TriggerEventBase<
  CustomMessageSource,
  {
    userAttributes: Attrs;
    codeParameter: string;
    linkParameter: string;
    usernameParameter: string | null;
    clientMetadata?: Meta;
  },
  { smsMessage: string | null; emailMessage: string | null; emailSubject: string | null }
>;

export interface ChallengeResult {
  challengeName: string;
  challengeResult: boolean;
  challengeMetadata?: string;
}

export type DefineAuthChallengeEvent = TriggerEventBase<
  'DefineAuthChallenge_Authentication',
  { userAttributes: Attrs; session: ChallengeResult[]; clientMetadata?: Meta; userNotFound: boolean },
  { challengeName?: string; issueTokens: boolean; failAuthentication: boolean }
>;

export type CreateAuthChallengeEvent = TriggerEventBase<
  'CreateAuthChallenge_Authentication',
  {
    userAttributes: Attrs;
    challengeName: string;
    session: ChallengeResult[];
    clientMetadata?: Meta;
    userNotFound: boolean;
  },
  {
    publicChallengeParameters: Record<string, string>;
    privateChallengeParameters: Record<string, string>;
    challengeMetadata?: string;
  }
>;

export type VerifyAuthChallengeResponseEvent = TriggerEventBase<
  'VerifyAuthChallengeResponse_Authentication',
  {
    userAttributes: Attrs;
    privateChallengeParameters: Record<string, string>;
    challengeAnswer: string;
    clientMetadata?: Meta;
    userNotFound: boolean;
  },
  { answerCorrect: boolean }
>;

export interface TriggerEvents {
  PreSignUp: PreSignUpEvent;
  PostConfirmation: PostConfirmationEvent;
  PreAuthentication: PreAuthenticationEvent;
  PostAuthentication: PostAuthenticationEvent;
  PreTokenGeneration: PreTokenGenerationEvent;
  CustomMessage: CustomMessageEvent;
  DefineAuthChallenge: DefineAuthChallengeEvent;
  CreateAuthChallenge: CreateAuthChallengeEvent;
  VerifyAuthChallengeResponse: VerifyAuthChallengeResponseEvent;
}

export type TriggerKind = keyof TriggerEvents;
export type AnyTriggerEvent = TriggerEvents[TriggerKind];

/** What an in-process handler may use besides the event (the mailer for custom challenges, the clock). */
export interface TriggerContext {
  deps: ServiceDeps;
}

/** An in-process trigger: receives Cognito's event and returns it with `response` filled, like a Lambda. */
export type TriggerHandler<E extends AnyTriggerEvent = AnyTriggerEvent> = (
  event: E,
  context: TriggerContext,
) => Promise<E> | E;
