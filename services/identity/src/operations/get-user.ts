// GetUser: the signed-in user's username, attributes and MFA settings.
import { z } from 'zod';
import { authenticate } from '../auth/access.ts';
import type { Operation } from '../protocol/types.ts';
import { mfaFields } from '../store/mfa.ts';
import { toAttributeList } from '../users/attributes.ts';
import { ZAccessToken } from './user-shape.ts';

export const ZGetUserInput = z.object({ AccessToken: ZAccessToken });
export type TGetUserInput = z.infer<typeof ZGetUserInput>;

export const getUser: Operation<TGetUserInput> = {
  plane: 'user',
  input: ZGetUserInput,
  async run(input, { deps }) {
    const { user } = await authenticate(deps, input.AccessToken);
    return { Username: user.username, UserAttributes: toAttributeList(user.attributes), ...mfaFields(user) };
  },
};
