// getMyWorkspace: what the web needs to explain a locked page or a waiting workspace: the caller's role, the
// workspace's state (and why it was rejected, or when it is purged once deleted), its plan and what the plan
// allows, exactly as the guard sees it, whether their membership waits for approval, and an ownership transfer
// they sent or must confirm.
import type { MyWorkspace } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { myWorkspaceFrom } from './membership.ts';

export const getMyWorkspace = defineFunction({
  name: 'getMyWorkspace',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({}),
  async run({ principal, db }): Promise<MyWorkspace> {
    return myWorkspaceFrom(db.query, principal.userId ?? '', await principal.workspace());
  },
});
