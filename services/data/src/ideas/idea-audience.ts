// Who hears of what happens to an idea (the board's functions: votes, moves, comments, mentions): only people who
// can see it now, that is active members of its workspace (not waiting for approval) who see it (visibleIdeaSql:
// a draft only its author and co-authors, a campaign's idea its campaign's audience and moderators). A follower who left the workspace, or an id written into a mention, is nobody here.
import type { RawQuery } from '@innov/db';
import { type IdeaRow, visibleIdeaSql } from './idea-access.ts';

export interface IdeaViewer {
  user_id: string;
  name: string | null;
  email: string | null;
}

/** The SQL condition "user `p.id` can see the idea `$idea`" over app.user_profiles `p` (`$tenant`, `$idea`). */
const canSee = (tenant: string, idea: string) => `p.tenant_id = ${tenant}
  and exists (select 1 from app.workspace_members m where m.tenant_id = ${tenant} and m.user_id = p.id
               and not (p.pending_approval and m.role <> 'owner'))
  and exists (select 1 from app.ideas i where i.id = ${idea} and ${visibleIdeaSql('i', tenant, 'p.id')})`;

/** Which of `userIds` can see the idea, with their names. */
export async function viewersAmong(
  q: RawQuery,
  idea: Pick<IdeaRow, 'id' | 'tenant_id'>,
  userIds: readonly string[],
): Promise<IdeaViewer[]> {
  if (userIds.length === 0) return [];
  return q<IdeaViewer>(
    `select p.id as user_id, p.name, p.email from app.user_profiles p where p.id = any($3::text[]) and ${canSee('$1', '$2')}`,
    [idea.tenant_id, idea.id, [...userIds]],
  );
}

/** The idea's author, accepted co-authors and followers who can see it: whom its news concerns. */
export async function concernedViewers(q: RawQuery, idea: Pick<IdeaRow, 'id' | 'tenant_id'>): Promise<IdeaViewer[]> {
  return q<IdeaViewer>(
    `select p.id as user_id, p.name, p.email from app.user_profiles p
      where p.id in (select owner from app.ideas where id = $2
                     union select user_id from app.idea_coauthors where idea_id = $2 and status = 'ACCEPTED'
                     union select user_id from app.idea_followers where idea_id = $2)
        and ${canSee('$1', '$2')}
      order by p.id`,
    [idea.tenant_id, idea.id],
  );
}
