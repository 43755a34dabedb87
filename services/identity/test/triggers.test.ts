// Triggers with Cognito's event shapes: in-process handlers registered by name (as the data service does) and
// remote ones over HTTP, signed with TRIGGER_SHARED_SECRET.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type {
  CustomMessageEvent,
  PostConfirmationEvent,
  PreSignUpEvent,
  PreTokenGenerationEvent,
} from '@innov/platform';
import { TRIGGER_SIGNATURE_HEADER, TRIGGER_TIMESTAMP_HEADER } from '@innov/platform';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTrigger } from '../src/triggers/invoke.ts';
import { PASSWORD, startUserHarness, type UserHarness, uniqueEmail } from './user-harness.ts';

let h: UserHarness;
const seen: { kind: string; event: unknown }[] = [];
let remote: http.Server;
let remoteUrl = '';
const SECRET = 'test-trigger-secret';

beforeAll(async () => {
  h = await startUserHarness({ TRIGGER_SHARED_SECRET: SECRET });
  registerTrigger<PostConfirmationEvent>('test-post-confirmation', (event) => {
    seen.push({ kind: 'PostConfirmation', event });
    return event;
  });
  registerTrigger<PreTokenGenerationEvent>('test-pre-token', (event) => {
    seen.push({ kind: 'PreTokenGeneration', event });
    event.response = {
      claimsAndScopeOverrideDetails: {
        idTokenGeneration: {
          claimsToAddOrOverride: { profile: JSON.stringify({ plan: 'pro' }), sub: 'hijacked', iss: 'evil' },
          claimsToSuppress: ['given_name'],
        },
        accessTokenGeneration: {
          claimsToAddOrOverride: { tenant: 't-1', client_id: 'other' },
          scopesToAdd: ['app/read'],
        },
      },
    };
    return event;
  });
  registerTrigger<CustomMessageEvent>('test-custom-message', (event) => {
    if (event.triggerSource === 'CustomMessage_SignUp') {
      event.response.emailSubject = 'Welcome aboard';
      event.response.emailMessage = `Hello ${event.request.userAttributes.given_name}, your code is ${event.request.codeParameter}`;
    }
    return event;
  });
  remote = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const ts = String(req.headers[TRIGGER_TIMESTAMP_HEADER]);
      const expected = Buffer.from(`sha256=${createHmac('sha256', SECRET).update(`${ts}.${body}`).digest('hex')}`);
      const given = Buffer.from(String(req.headers[TRIGGER_SIGNATURE_HEADER]));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        res.writeHead(401).end('bad signature');
        return;
      }
      const event = JSON.parse(body) as PreSignUpEvent;
      seen.push({ kind: 'remote', event });
      if (event.request.userAttributes.email?.startsWith('blocked')) {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ errorMessage: 'Sign-ups from this address are closed' }));
        return;
      }
      event.response.autoConfirmUser = event.request.clientMetadata?.auto === 'yes';
      event.response.autoVerifyEmail = event.response.autoConfirmUser;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(event));
    });
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remoteUrl = `http://127.0.0.1:${(remote.address() as { port: number }).port}/pre-sign-up`;
  await h.patchPool({
    LambdaConfig: {
      PostConfirmation: 'builtin:test-post-confirmation',
      PreTokenGeneration: 'builtin:test-pre-token',
      CustomMessage: 'builtin:test-custom-message',
      PreSignUp: remoteUrl,
    },
  });
});
afterAll(async () => {
  remote?.close();
  await h?.close();
});

describe('triggers', () => {
  it('runs PreSignUp remotely (signed), CustomMessage and PostConfirmation in process', async () => {
    const email = uniqueEmail('trig');
    const up = await h.call('SignUp', {
      ClientId: h.clientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'given_name', Value: 'Grace' }],
      ValidationData: [{ Name: 'captcha', Value: 'ok' }],
      ClientMetadata: { plan: 'p1' },
    });
    expect(up.status).toBe(200);
    const pre = seen.find((s) => s.kind === 'remote')?.event as PreSignUpEvent;
    expect(pre.triggerSource).toBe('PreSignUp_SignUp');
    expect(pre.userPoolId).toBe(h.poolId);
    expect(pre.callerContext.clientId).toBe(h.clientId);
    expect(pre.request.validationData).toEqual({ captcha: 'ok' });
    expect(pre.request.clientMetadata).toEqual({ plan: 'p1' });
    const mail = await h.lastMail(email);
    expect(mail?.subject).toBe('Welcome aboard');
    expect(mail?.text).toBe(`Hello Grace, your code is ${mail?.code}`);

    await h.call('ConfirmSignUp', {
      ClientId: h.clientId,
      Username: email,
      ConfirmationCode: mail!.code!,
      ClientMetadata: { a: 'b' },
    });
    const post = seen.find((s) => s.kind === 'PostConfirmation')?.event as PostConfirmationEvent;
    expect(post.triggerSource).toBe('PostConfirmation_ConfirmSignUp');
    expect(post.userName).toBe(up.body.UserSub);
    expect(post.request.userAttributes.email).toBe(email);
    expect(post.request.clientMetadata).toEqual({ a: 'b' });
  });

  it('lets PreSignUp auto-confirm, and turns a trigger error into UserLambdaValidationException', async () => {
    const email = uniqueEmail('auto');
    const up = await h.call('SignUp', {
      ClientId: h.clientId,
      Username: email,
      Password: PASSWORD,
      ClientMetadata: { auto: 'yes' },
    });
    expect(up.body.UserConfirmed).toBe(true);
    const blocked = await h.call('SignUp', { ClientId: h.clientId, Username: `blocked.${email}`, Password: PASSWORD });
    expect(blocked.body).toMatchObject({
      __type: 'UserLambdaValidationException',
      message: 'PreSignUp failed with error Sign-ups from this address are closed.',
    });
  });

  it('applies PreTokenGeneration v2 overrides but never to reserved claims', async () => {
    const email = uniqueEmail('claims');
    const up = await h.call('SignUp', {
      ClientId: h.clientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'given_name', Value: 'Grace' }],
      ClientMetadata: { auto: 'yes' },
    });
    const auth = await h.call('InitiateAuth', {
      ClientId: h.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD },
    });
    const result = auth.body.AuthenticationResult as { IdToken: string; AccessToken: string; RefreshToken: string };
    const id = decodeJwt(result.IdToken);
    const access = decodeJwt(result.AccessToken);
    expect(id.profile).toBe('{"plan":"pro"}');
    expect(id.sub).toBe(up.body.UserSub);
    expect(id.iss).toBe(`${h.url}/cognito/${h.poolId}`);
    expect(id.given_name).toBeUndefined();
    expect(access.tenant).toBe('t-1');
    expect(access.client_id).toBe(h.clientId);
    expect(access.scope).toBe('aws.cognito.signin.user.admin app/read');
    const event = seen.filter((s) => s.kind === 'PreTokenGeneration').at(-1)?.event as PreTokenGenerationEvent;
    expect(event.version).toBe('2');
    expect(event.triggerSource).toBe('TokenGeneration_Authentication');
    const refreshed = await h.call('GetTokensFromRefreshToken', {
      ClientId: h.clientId,
      RefreshToken: result.RefreshToken,
    });
    expect(refreshed.status).toBe(200);
    const last = seen.filter((s) => s.kind === 'PreTokenGeneration').at(-1)?.event as PreTokenGenerationEvent;
    expect(last.triggerSource).toBe('TokenGeneration_RefreshTokens');
  });
});
