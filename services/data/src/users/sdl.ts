// The users domain's SDL (the back-office's users: the projection of identity accounts and the admin actions).
import type { SdlFragment } from '../graphql/fragment.ts';

export const usersSdl: SdlFragment = {
  sdl: /* GraphQL */ `
`,
};
