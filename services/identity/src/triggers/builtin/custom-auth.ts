// Two custom sign-in flows shipped as in-process Define/Create/VerifyAuthChallenge triggers:
//  - passwordless: CUSTOM_AUTH without SRP_A → CUSTOM_CHALLENGE answered with a one-time code sent by e-mail;
//  - SRP then a code: CUSTOM_AUTH with SRP_A → PASSWORD_VERIFIER → CUSTOM_CHALLENGE (the same e-mail code).
// A pool opts in with BUILTIN_CUSTOM_AUTH_LAMBDA_CONFIG in its LambdaConfig.
import { timingSafeEqual } from 'node:crypto';
import type {
  CreateAuthChallengeEvent,
  DefineAuthChallengeEvent,
  VerifyAuthChallengeResponseEvent,
} from '@innov/platform';
import { generateCode } from '../../store/codes.ts';
import { registerTrigger } from '../invoke.ts';

export const BUILTIN_CUSTOM_AUTH_LAMBDA_CONFIG = {
  DefineAuthChallenge: 'builtin:custom-auth-define',
  CreateAuthChallenge: 'builtin:custom-auth-create',
  VerifyAuthChallengeResponse: 'builtin:custom-auth-verify',
} as const;

/** Wrong answers allowed before the sign-in fails. */
const MAX_ANSWERS = 3;
const CODE_PREFIX = 'EMAIL_CODE-';

export function defineAuthChallenge(event: DefineAuthChallengeEvent): DefineAuthChallengeEvent {
  const session = event.request.session;
  const last = session.at(-1);
  const wrongAnswers = session.filter((s) => s.challengeName === 'CUSTOM_CHALLENGE' && !s.challengeResult).length;
  const respond = (r: Partial<DefineAuthChallengeEvent['response']>) => {
    event.response = { issueTokens: false, failAuthentication: false, ...r };
    return event;
  };
  if (!last) return respond({ challengeName: 'CUSTOM_CHALLENGE' });
  if (last.challengeName === 'SRP_A') return respond({ challengeName: 'PASSWORD_VERIFIER' });
  if (last.challengeName === 'PASSWORD_VERIFIER') {
    return last.challengeResult
      ? respond({ challengeName: 'CUSTOM_CHALLENGE' })
      : respond({ failAuthentication: true });
  }
  if (last.challengeName === 'CUSTOM_CHALLENGE' && last.challengeResult && !event.request.userNotFound) {
    return respond({ issueTokens: true });
  }
  if (wrongAnswers >= MAX_ANSWERS) return respond({ failAuthentication: true });
  return respond({ challengeName: 'CUSTOM_CHALLENGE' });
}

function mask(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

export async function createAuthChallenge(
  event: CreateAuthChallengeEvent,
  ctx: { deps: { mailer: { send(m: { to: string; subject: string; text: string; code?: string }): Promise<void> } } },
): Promise<CreateAuthChallengeEvent> {
  const email = event.request.userAttributes.email ?? '';
  // Re-use the code already sent in this sign-in, so a wrong answer does not trigger another e-mail.
  const previous = [...event.request.session]
    .reverse()
    .find((s) => s.challengeName === 'CUSTOM_CHALLENGE' && s.challengeMetadata?.startsWith(CODE_PREFIX));
  let code = previous?.challengeMetadata?.slice(CODE_PREFIX.length);
  if (!code) {
    code = generateCode();
    if (email && !event.request.userNotFound) {
      await ctx.deps.mailer.send({
        to: email,
        subject: 'Your sign-in code',
        text: `Your sign-in code is ${code}. It expires in 3 minutes. If you did not try to sign in, ignore this message.`,
        code,
      });
    }
  }
  event.response = {
    publicChallengeParameters: {
      CHALLENGE_TYPE: 'EMAIL_CODE',
      DELIVERY_MEDIUM: 'EMAIL',
      DESTINATION: mask(email || 'x@x'),
    },
    privateChallengeParameters: { answer: code },
    challengeMetadata: `${CODE_PREFIX}${code}`,
  };
  return event;
}

export function verifyAuthChallengeResponse(event: VerifyAuthChallengeResponseEvent): VerifyAuthChallengeResponseEvent {
  const expected = Buffer.from(event.request.privateChallengeParameters.answer ?? '');
  const given = Buffer.from(String(event.request.challengeAnswer ?? '').trim());
  event.response = {
    answerCorrect:
      !event.request.userNotFound &&
      expected.length > 0 &&
      expected.length === given.length &&
      timingSafeEqual(expected, given),
  };
  return event;
}

registerTrigger('custom-auth-define', defineAuthChallenge);
registerTrigger('custom-auth-create', createAuthChallenge);
registerTrigger('custom-auth-verify', verifyAuthChallengeResponse);
