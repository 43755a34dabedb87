// The content domain's GraphQL beside its generated model: the resource types and what a resource embeds.
import { RESOURCE_TYPES } from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const contentSdl: SdlFragment = {
  enums: { ResourceType: RESOURCE_TYPES },
  sdl: /* GraphQL */ `
type ResourceAuthor { id: ID name: String avatar: String }
input ResourceAuthorInput { id: ID name: String avatar: String }
type ResourceVariable { name: String! value: [String] }
input ResourceVariableInput { name: String! value: [String] }
`,
};
