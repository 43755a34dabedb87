'use client';
// The workspace's teams as a picker needs them (id and name): the invite dialog offers them when the plan has
// teams. The teams pages themselves live in modules/teams.
import { defineFunction } from '../../data/lib/model.ts';

export interface TeamOption {
  id: string;
  name: string;
}

export const WorkspaceTeamOptions = defineFunction<{ items: TeamOption[]; nextToken: string | null }>(
  {
    name: 'listTeams',
    kind: 'query',
    args: { search: 'String', limit: 'Int', nextToken: 'String' },
    selection: 'items { id name } nextToken',
  },
  'userPool',
);
