// The user-pool control plane driven by the real AWS SDK, signed with the admin keys from the data folder.
import { statSync } from 'node:fs';
import { DeleteIdentityPoolCommand, DescribeIdentityPoolCommand } from '@aws-sdk/client-cognito-identity';
import {
  type CognitoIdentityProviderServiceException,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DeleteGroupCommand,
  DeleteUserPoolClientCommand,
  DeleteUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  GetGroupCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateGroupCommand,
  UpdateUserPoolClientCommand,
  UpdateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCredentialsFile } from '../src/admin-credentials.ts';
import { getDefaults } from '../src/defaults.ts';
import { getPool, updatePool } from '../src/store/pools.ts';
import { type Harness, startHarness } from './admin-harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function errorOf(promise: Promise<unknown>): Promise<CognitoIdentityProviderServiceException> {
  try {
    await promise;
  } catch (error) {
    return error as CognitoIdentityProviderServiceException;
  }
  throw new Error('expected the call to fail');
}

describe('admin credentials', () => {
  it('are generated at first start into the data folder, readable only by the owner', () => {
    const mode = statSync(adminCredentialsFile(h.dataDir)).mode & 0o777;
    expect(mode).toBe(0o600);
    expect(h.admin.accessKeyId).toMatch(/^AKIA[A-Z2-7]{16}$/);
    expect(h.admin.secretAccessKey).toHaveLength(40);
  });

  it('are required: a wrong secret, an unknown key and a missing signature are refused like AWS', async () => {
    const wrongSecret = await errorOf(
      h.idp({ ...h.admin, secretAccessKey: 'x'.repeat(40) }).send(new ListUserPoolsCommand({ MaxResults: 10 })),
    );
    expect(wrongSecret.name).toBe('InvalidSignatureException');
    expect(wrongSecret.$metadata.httpStatusCode).toBe(403);

    const unknownKey = await errorOf(
      h
        .idp({ accessKeyId: 'UNKNOWN-ACCESS-KEY-ID', secretAccessKey: h.admin.secretAccessKey })
        .send(new ListUserPoolsCommand({ MaxResults: 10 })),
    );
    expect(unknownKey.name).toBe('UnrecognizedClientException');

    const unsigned = await fetch(`${h.url}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ListUserPools',
      },
      body: '{"MaxResults":10}',
    });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toMatchObject({ __type: 'MissingAuthenticationTokenException' });

    // The same keys signed for another service do not open this one.
    const { SignatureV4 } = await import('@smithy/signature-v4');
    const { Sha256 } = await import('@aws-crypto/sha256-js');
    const signer = new SignatureV4({
      service: 'cognito-identity',
      region: 'eu-west-2',
      sha256: Sha256,
      credentials: h.admin,
    });
    const u = new URL(h.url);
    const signed = await signer.sign({
      method: 'POST',
      protocol: 'http:',
      hostname: u.hostname,
      port: Number(u.port),
      path: '/cognito',
      headers: {
        host: u.host,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ListUserPools',
      },
      body: '{"MaxResults":10}',
    });
    const wrongService = await fetch(`${h.url}/cognito`, {
      method: 'POST',
      headers: signed.headers,
      body: '{"MaxResults":10}',
    });
    expect(wrongService.status).toBe(403);
    expect(await wrongService.json()).toMatchObject({ __type: 'InvalidSignatureException' });
  });

  it('refuse a credential scope of another region than the service reports', async () => {
    const client = new (await import('@aws-sdk/client-cognito-identity-provider')).CognitoIdentityProviderClient({
      endpoint: `${h.url}/cognito`,
      region: 'us-east-1',
      credentials: h.admin,
      maxAttempts: 1,
    });
    const elsewhere = await errorOf(client.send(new ListUserPoolsCommand({ MaxResults: 60 })));
    expect(elsewhere.name).toBe('InvalidSignatureException');
    expect(elsewhere.$metadata.httpStatusCode).toBe(403);
    expect(elsewhere.message).toBe("Credential should be scoped to a valid region, not 'us-east-1'.");
  });

  it('refuse a request whose operation or body type is not signed, so a captured one cannot be retargeted', async () => {
    const { SignatureV4 } = await import('@smithy/signature-v4');
    const { Sha256 } = await import('@aws-crypto/sha256-js');
    const signer = new SignatureV4({
      service: 'cognito-idp',
      region: 'eu-west-2',
      sha256: Sha256,
      credentials: h.admin,
    });
    const u = new URL(h.url);
    const body = JSON.stringify({ UserPoolId: (await getDefaults(h.deps)).userPoolId });
    const send = async (leftOut: string, target: string) => {
      const signed = await signer.sign(
        {
          method: 'POST',
          protocol: 'http:',
          hostname: u.hostname,
          port: Number(u.port),
          path: '/cognito',
          headers: {
            host: u.host,
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': 'AWSCognitoIdentityProviderService.DescribeUserPool',
          },
          body,
        },
        { unsignableHeaders: new Set([leftOut]) },
      );
      const res = await fetch(`${h.url}/cognito`, {
        method: 'POST',
        headers: { ...signed.headers, 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
        body,
      });
      return { status: res.status, body: await res.json() };
    };
    // Signed for DescribeUserPool, sent as DeleteUserPool: the signature would still hold.
    const swapped = await send('x-amz-target', 'DeleteUserPool');
    expect(swapped.status).toBe(400);
    expect(swapped.body).toMatchObject({
      __type: 'IncompleteSignatureException',
      message: expect.stringContaining("'X-Amz-Target' must be a signed header."),
    });
    const untyped = await send('content-type', 'DescribeUserPool');
    expect(untyped.body).toMatchObject({
      __type: 'IncompleteSignatureException',
      message: expect.stringContaining("'Content-Type' must be a signed header."),
    });
    const { UserPool } = await h.idp().send(new DescribeUserPoolCommand({ UserPoolId: JSON.parse(body).UserPoolId }));
    expect(UserPool?.Id).toBe(JSON.parse(body).UserPoolId);
  });
});

describe('default resources', () => {
  it('create the innovation-platform pool, its web client, the admins group and the identity pool', async () => {
    const defaults = await getDefaults(h.deps);
    expect(defaults.userPoolId).toMatch(/^eu-west-2_[A-Za-z0-9]{9}$/);
    expect(defaults.userPoolClientId).toMatch(/^[a-z0-9]{26}$/);
    expect(defaults.identityPoolId).toMatch(/^eu-west-2:[0-9a-f-]{36}$/);

    const { UserPool: pool } = await h.idp().send(new DescribeUserPoolCommand({ UserPoolId: defaults.userPoolId }));
    expect(pool).toMatchObject({
      Id: defaults.userPoolId,
      Name: 'innovation-platform',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      MfaConfiguration: 'OPTIONAL',
      DeletionProtection: 'ACTIVE',
      VerificationMessageTemplate: { DefaultEmailOption: 'CONFIRM_WITH_CODE' },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
          TemporaryPasswordValidityDays: 7,
        },
      },
    });
    const names = pool?.SchemaAttributes?.map((a) => a.Name);
    for (const name of [
      'sub',
      'email',
      'given_name',
      'family_name',
      'name',
      'picture',
      'phone_number',
      'profile',
      'updated_at',
    ]) {
      expect(names).toContain(name);
    }
    expect(pool?.SchemaAttributes).toContainEqual(
      expect.objectContaining({ Name: 'custom:terms_of_service', AttributeDataType: 'String', Mutable: true }),
    );
    expect(pool?.SchemaAttributes).toContainEqual(
      expect.objectContaining({ Name: 'custom:marketing_update', Mutable: true }),
    );
    expect(pool?.SchemaAttributes).toContainEqual(expect.objectContaining({ Name: 'email', Required: true }));
    expect(pool?.CreationDate).toBeInstanceOf(Date);

    const { UserPoolClient: client } = await h
      .idp()
      .send(
        new DescribeUserPoolClientCommand({ UserPoolId: defaults.userPoolId, ClientId: defaults.userPoolClientId }),
      );
    expect(client).toMatchObject({
      ClientName: 'web',
      ExplicitAuthFlows: [
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
        'ALLOW_CUSTOM_AUTH',
      ],
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      CallbackURLs: [`${h.url}/auth/callback`],
      LogoutURLs: [`${h.url}/`],
    });
    expect(client?.ClientSecret).toBeUndefined();

    const { Group } = await h.idp().send(new GetGroupCommand({ UserPoolId: defaults.userPoolId, GroupName: 'admins' }));
    expect(Group?.GroupName).toBe('admins');

    const deleting = await errorOf(h.idp().send(new DeleteUserPoolCommand({ UserPoolId: defaults.userPoolId })));
    expect(deleting.name).toBe('InvalidParameterException');
    expect(deleting.message).toMatch(/deletion protection/);
  });

  it('are created once, even when asked for concurrently', async () => {
    const { ensureDefaults } = await import('../src/defaults.ts');
    const first = await getDefaults(h.deps);
    const again = await Promise.all([ensureDefaults(h.deps), ensureDefaults(h.deps)]);
    expect(again).toEqual([first, first]);
    const [{ n }] = await h.deps.database.query<{ n: number }>(
      "select count(*)::int as n from identity.user_pools where name = 'innovation-platform'",
    );
    expect(n).toBe(1);
  });
});

describe('user pools', () => {
  it('create, describe, update, list and delete', async () => {
    const idp = h.idp();
    const created = await idp.send(
      new CreateUserPoolCommand({
        PoolName: 'test pool',
        AliasAttributes: ['email'],
        Schema: [{ Name: 'plan', AttributeDataType: 'String', Mutable: true }],
        LambdaConfig: { PreSignUp: 'builtin:pre-sign-up' },
        UserPoolTags: { team: 'identity' },
      }),
    );
    const id = created.UserPool?.Id ?? '';
    expect(id).toMatch(/^eu-west-2_[A-Za-z0-9]{9}$/);
    expect(created.UserPool).toMatchObject({
      Name: 'test pool',
      MfaConfiguration: 'OFF',
      DeletionProtection: 'INACTIVE',
      AliasAttributes: ['email'],
      EstimatedNumberOfUsers: 0,
      Arn: `arn:aws:cognito-idp:eu-west-2:000000000000:userpool/${id}`,
      LambdaConfig: { PreSignUp: 'builtin:pre-sign-up' },
      UserPoolTags: { team: 'identity' },
    });
    expect(created.UserPool?.SchemaAttributes?.map((a) => a.Name)).toContain('custom:plan');
    expect(Math.abs((created.UserPool?.CreationDate?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);

    await idp.send(
      new UpdateUserPoolCommand({
        UserPoolId: id,
        PoolName: 'renamed pool',
        MfaConfiguration: 'OPTIONAL',
        DeletionProtection: 'ACTIVE',
        Policies: { PasswordPolicy: { MinimumLength: 12 } },
      }),
    );
    const { UserPool: updated } = await idp.send(new DescribeUserPoolCommand({ UserPoolId: id }));
    expect(updated).toMatchObject({
      Name: 'renamed pool',
      MfaConfiguration: 'OPTIONAL',
      DeletionProtection: 'ACTIVE',
      AliasAttributes: ['email'],
      Policies: { PasswordPolicy: { MinimumLength: 12, RequireSymbols: true } },
    });
    // Cognito: settings left out of UpdateUserPool return to their defaults.
    expect(updated?.LambdaConfig).toEqual({});

    const protectedDelete = await errorOf(idp.send(new DeleteUserPoolCommand({ UserPoolId: id })));
    expect(protectedDelete.name).toBe('InvalidParameterException');

    const second = await idp.send(new CreateUserPoolCommand({ PoolName: 'second' }));
    const seen: string[] = [];
    let NextToken: string | undefined;
    do {
      const listed = await idp.send(new ListUserPoolsCommand({ MaxResults: 1, NextToken }));
      expect(listed.UserPools?.length).toBeLessThanOrEqual(1);
      for (const p of listed.UserPools ?? []) seen.push(p.Id ?? '');
      NextToken = listed.NextToken;
    } while (NextToken);
    expect(seen).toEqual(expect.arrayContaining([id, second.UserPool?.Id]));
    expect(new Set(seen).size).toBe(seen.length);

    await idp.send(new UpdateUserPoolCommand({ UserPoolId: id, DeletionProtection: 'INACTIVE' }));
    await idp.send(new DeleteUserPoolCommand({ UserPoolId: id }));
    const gone = await errorOf(idp.send(new DescribeUserPoolCommand({ UserPoolId: id })));
    expect(gone.name).toBe('ResourceNotFoundException');
    expect(gone.$metadata.httpStatusCode).toBe(400);
  });

  it('keep deletion protection through an update that leaves it out, and never delete the default pool', async () => {
    const idp = h.idp();
    const created = await idp.send(new CreateUserPoolCommand({ PoolName: 'protected', DeletionProtection: 'ACTIVE' }));
    const id = created.UserPool?.Id ?? '';
    // Cognito (UpdateUserPool, DeletionProtection): "Before you can delete a user pool that you have protected
    // against deletion, you must deactivate this feature": an update that does not name it leaves it active,
    // while the other settings it leaves out still return to their defaults.
    await idp.send(new UpdateUserPoolCommand({ UserPoolId: id, MfaConfiguration: 'OFF' }));
    const { UserPool: after } = await idp.send(new DescribeUserPoolCommand({ UserPoolId: id }));
    expect(after?.DeletionProtection).toBe('ACTIVE');
    const refused = await errorOf(idp.send(new DeleteUserPoolCommand({ UserPoolId: id })));
    expect(refused.name).toBe('InvalidParameterException');
    expect(refused.message).toMatch(/deletion protection/);
    await idp.send(new UpdateUserPoolCommand({ UserPoolId: id, DeletionProtection: 'INACTIVE' }));
    await idp.send(new DeleteUserPoolCommand({ UserPoolId: id }));

    // The default pool stays even with its protection turned off.
    const defaults = await getDefaults(h.deps);
    const saved = await getPool(h.deps, defaults.userPoolId);
    try {
      await idp.send(new UpdateUserPoolCommand({ UserPoolId: defaults.userPoolId, DeletionProtection: 'INACTIVE' }));
      const refusedDefault = await errorOf(idp.send(new DeleteUserPoolCommand({ UserPoolId: defaults.userPoolId })));
      expect(refusedDefault.name).toBe('InvalidParameterException');
      expect(refusedDefault.message).toMatch(/default user pool/);
      const { UserPool: still } = await idp.send(new DescribeUserPoolCommand({ UserPoolId: defaults.userPoolId }));
      expect(still?.Id).toBe(defaults.userPoolId);
    } finally {
      if (saved) await updatePool(h.deps, saved.id, { name: saved.name, config: saved.config });
    }
  });

  it("never delete the platform's default app client or default identity pool", async () => {
    const defaults = await getDefaults(h.deps);
    const client = await errorOf(
      h
        .idp()
        .send(
          new DeleteUserPoolClientCommand({ UserPoolId: defaults.userPoolId, ClientId: defaults.userPoolClientId }),
        ),
    );
    expect(client.name).toBe('InvalidParameterException');
    expect(client.message).toMatch(/default app client/);
    const { UserPoolClient } = await h
      .idp()
      .send(
        new DescribeUserPoolClientCommand({ UserPoolId: defaults.userPoolId, ClientId: defaults.userPoolClientId }),
      );
    expect(UserPoolClient?.ClientId).toBe(defaults.userPoolClientId);
    const pool = await errorOf(
      h.identity().send(new DeleteIdentityPoolCommand({ IdentityPoolId: defaults.identityPoolId })),
    );
    expect(pool.name).toBe('InvalidParameterException');
    expect(pool.message).toMatch(/default identity pool/);
    const { IdentityPoolId } = await h
      .identity()
      .send(new DescribeIdentityPoolCommand({ IdentityPoolId: defaults.identityPoolId }));
    expect(IdentityPoolId).toBe(defaults.identityPoolId);
  });

  it('refuse bad input with InvalidParameterException naming the field', async () => {
    const idp = h.idp();
    const tooMany = await errorOf(idp.send(new ListUserPoolsCommand({ MaxResults: 100 })));
    expect(tooMany.name).toBe('InvalidParameterException');
    expect(tooMany.message).toContain('MaxResults');

    const badName = await errorOf(idp.send(new CreateUserPoolCommand({ PoolName: 'bad/name' })));
    expect(badName.name).toBe('InvalidParameterException');
    expect(badName.message).toContain('PoolName');

    const both = await errorOf(
      idp.send(
        new CreateUserPoolCommand({ PoolName: 'both', AliasAttributes: ['email'], UsernameAttributes: ['email'] }),
      ),
    );
    expect(both.name).toBe('InvalidParameterException');

    const badToken = await errorOf(idp.send(new ListUserPoolsCommand({ MaxResults: 5, NextToken: 'not-a-token' })));
    expect(badToken.name).toBe('InvalidParameterException');
    expect(badToken.message).toContain('NextToken');

    const unknown = await errorOf(idp.send(new DescribeUserPoolCommand({ UserPoolId: 'eu-west-2_doesNotEx' })));
    expect(unknown.name).toBe('ResourceNotFoundException');
  });
});

describe('user pool clients', () => {
  it('create (with a secret), describe, update, list and delete', async () => {
    const idp = h.idp();
    const { UserPool } = await idp.send(new CreateUserPoolCommand({ PoolName: 'clients' }));
    const UserPoolId = UserPool?.Id ?? '';
    const created = await idp.send(
      new CreateUserPoolClientCommand({
        UserPoolId,
        ClientName: 'server',
        GenerateSecret: true,
        ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        AccessTokenValidity: 15,
        TokenValidityUnits: { AccessToken: 'minutes' },
      }),
    );
    const client = created.UserPoolClient;
    expect(client?.ClientId).toMatch(/^[a-z0-9]{26}$/);
    expect(client?.ClientSecret).toMatch(/^[a-z0-9]{51}$/);
    expect(client).toMatchObject({
      UserPoolId,
      ClientName: 'server',
      AccessTokenValidity: 15,
      IdTokenValidity: 1,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'hours', RefreshToken: 'days' },
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
    });
    const ClientId = client?.ClientId ?? '';

    const described = await idp.send(new DescribeUserPoolClientCommand({ UserPoolId, ClientId }));
    expect(described.UserPoolClient?.ClientSecret).toBe(client?.ClientSecret);
    // The secret is encrypted at rest.
    const [row] = await h.deps.database.query<{ secret_enc: string }>(
      'select secret_enc from identity.user_pool_clients where id = $1',
      [ClientId],
    );
    expect(row.secret_enc).not.toContain(client?.ClientSecret ?? '-');

    const updated = await idp.send(
      new UpdateUserPoolClientCommand({
        UserPoolId,
        ClientId,
        ClientName: 'renamed',
        ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH'],
      }),
    );
    expect(updated.UserPoolClient).toMatchObject({
      ClientName: 'renamed',
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH'],
      AccessTokenValidity: 1,
      ClientSecret: client?.ClientSecret,
    });

    const tooShort = await errorOf(
      idp.send(
        new UpdateUserPoolClientCommand({
          UserPoolId,
          ClientId,
          AccessTokenValidity: 1,
          TokenValidityUnits: { AccessToken: 'minutes' },
        }),
      ),
    );
    expect(tooShort.name).toBe('InvalidParameterException');
    expect(tooShort.message).toContain('AccessTokenValidity');

    const other = await idp.send(new CreateUserPoolClientCommand({ UserPoolId, ClientName: 'public' }));
    const page1 = await idp.send(new ListUserPoolClientsCommand({ UserPoolId, MaxResults: 1 }));
    expect(page1.UserPoolClients).toHaveLength(1);
    const page2 = await idp.send(
      new ListUserPoolClientsCommand({ UserPoolId, MaxResults: 1, NextToken: page1.NextToken }),
    );
    expect(page2.NextToken).toBeUndefined();
    expect([...(page1.UserPoolClients ?? []), ...(page2.UserPoolClients ?? [])].map((c) => c.ClientId).sort()).toEqual(
      [ClientId, other.UserPoolClient?.ClientId].sort(),
    );
    expect(page1.UserPoolClients?.[0]).toEqual({
      ClientId: page1.UserPoolClients?.[0].ClientId,
      UserPoolId,
      ClientName: page1.UserPoolClients?.[0].ClientName,
    });

    await idp.send(new DeleteUserPoolClientCommand({ UserPoolId, ClientId }));
    const gone = await errorOf(idp.send(new DescribeUserPoolClientCommand({ UserPoolId, ClientId })));
    expect(gone.name).toBe('ResourceNotFoundException');
    const wrongPool = await errorOf(
      idp.send(
        new DescribeUserPoolClientCommand({
          UserPoolId: (await getDefaults(h.deps)).userPoolId,
          ClientId: other.UserPoolClient?.ClientId,
        }),
      ),
    );
    expect(wrongPool.name).toBe('ResourceNotFoundException');
  });
});

describe('groups', () => {
  it('create, get, update, list and delete', async () => {
    const idp = h.idp();
    const { UserPool } = await idp.send(new CreateUserPoolCommand({ PoolName: 'groups' }));
    const UserPoolId = UserPool?.Id ?? '';
    const created = await idp.send(
      new CreateGroupCommand({ UserPoolId, GroupName: 'editors', Description: 'Edit things', Precedence: 2 }),
    );
    expect(created.Group).toMatchObject({
      UserPoolId,
      GroupName: 'editors',
      Description: 'Edit things',
      Precedence: 2,
    });
    expect(created.Group?.CreationDate).toBeInstanceOf(Date);

    const duplicate = await errorOf(idp.send(new CreateGroupCommand({ UserPoolId, GroupName: 'editors' })));
    expect(duplicate.name).toBe('GroupExistsException');

    const updated = await idp.send(new UpdateGroupCommand({ UserPoolId, GroupName: 'editors', Precedence: 5 }));
    expect(updated.Group).toMatchObject({ Description: 'Edit things', Precedence: 5 });
    expect((await idp.send(new GetGroupCommand({ UserPoolId, GroupName: 'editors' }))).Group?.Precedence).toBe(5);

    await idp.send(new CreateGroupCommand({ UserPoolId, GroupName: 'viewers' }));
    const page1 = await idp.send(new ListGroupsCommand({ UserPoolId, Limit: 1 }));
    const page2 = await idp.send(new ListGroupsCommand({ UserPoolId, Limit: 1, NextToken: page1.NextToken }));
    expect([...(page1.Groups ?? []), ...(page2.Groups ?? [])].map((g) => g.GroupName)).toEqual(['editors', 'viewers']);

    await idp.send(new DeleteGroupCommand({ UserPoolId, GroupName: 'editors' }));
    const gone = await errorOf(idp.send(new GetGroupCommand({ UserPoolId, GroupName: 'editors' })));
    expect(gone.name).toBe('ResourceNotFoundException');
    const again = await errorOf(idp.send(new DeleteGroupCommand({ UserPoolId, GroupName: 'editors' })));
    expect(again.name).toBe('ResourceNotFoundException');
    const noPool = await errorOf(idp.send(new ListGroupsCommand({ UserPoolId: 'eu-west-2_missing00' })));
    expect(noPool.name).toBe('ResourceNotFoundException');
  });
});
