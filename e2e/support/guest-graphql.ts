// A guest call to the data service as the browser makes it: identity-pool guest credentials (GetId,
// GetCredentialsForIdentity) with the AWS SDK, and a SigV4-signed POST /graphql (AppSync iam mode). Lets a
// journey check what the server itself accepts, apart from the checks in the page.
import { createHash, createHmac } from 'node:crypto';
import {
  CognitoIdentityClient,
  GetCredentialsForIdentityCommand,
  GetIdCommand,
} from '@aws-sdk/client-cognito-identity';
import { SignatureV4 } from '@smithy/signature-v4';

class Sha256 {
  private readonly hash;
  constructor(secret?: string | Uint8Array) {
    this.hash = secret ? createHmac('sha256', secret) : createHash('sha256');
  }
  update(data: string | Uint8Array) {
    this.hash.update(data);
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

export async function guestGraphql(
  baseURL: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ data?: Record<string, unknown>; errors?: { message: string; errorType?: string }[] }> {
  const config = (await (await fetch(new URL('/amplify-config.json', baseURL))).json()) as {
    Auth: { Cognito: { identityPoolId: string } };
  };
  const identity = new CognitoIdentityClient({
    region: 'eu-west-2',
    endpoint: new URL('/cognito-identity', baseURL).toString(),
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
  });
  const { IdentityId } = await identity.send(new GetIdCommand({ IdentityPoolId: config.Auth.Cognito.identityPoolId }));
  const { Credentials } = await identity.send(new GetCredentialsForIdentityCommand({ IdentityId }));
  const url = new URL('/graphql', baseURL);
  const body = JSON.stringify({ query, variables });
  const signer = new SignatureV4({
    service: 'appsync',
    region: 'eu-west-2',
    sha256: Sha256 as never,
    credentials: {
      accessKeyId: Credentials?.AccessKeyId ?? '',
      secretAccessKey: Credentials?.SecretKey ?? '',
      sessionToken: Credentials?.SessionToken,
    },
  });
  const signed = await signer.sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: Number(url.port) || undefined,
    path: url.pathname,
    query: {},
    headers: { 'content-type': 'application/json', host: url.host },
    body,
  });
  const response = await fetch(url, { method: 'POST', headers: signed.headers as Record<string, string>, body });
  return (await response.json()) as never;
}
