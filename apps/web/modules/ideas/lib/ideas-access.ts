// What the caller may do with ideas: featureAccess (dashboard/lib/feature-access.ts) of the ideas (or templates)
// feature, the way the data service's ideas domain decides it (services/data/src/ideas/idea-access.ts);
// moderating (moving stages, moderator tags, deleting anyone's idea or comment) is for owners and admins of a
// workspace taking writes; custom templates need the plan's templates and are made by owners and admins. Pure.
import type { Feature } from '@innov/contracts';
import {
  canWriteFeature,
  featureAccess,
  type TFeatureAccess,
  type TWorkspaceView,
} from '../../dashboard/lib/feature-access.ts';

/**
 * Open: `canModerate`: owners and admins of a workspace taking writes. `canManageTemplates`: they may also make
 * custom templates (the plan's templates feature).
 */
export type TIdeasAccess = TFeatureAccess<{ canModerate: boolean; canManageTemplates: boolean }>;

/** `feature`: 'ideas' for the board, idea pages, create and my innovations; 'templates' is checked inside. */
export function ideasAccess(workspace: TWorkspaceView | null | undefined, feature: Feature = 'ideas'): TIdeasAccess {
  return featureAccess(workspace, feature, {
    noun: 'ideas',
    open: ({ readOnly, manager, features }) => ({
      canModerate: !readOnly && manager,
      canManageTemplates: !readOnly && manager && features.includes('templates'),
    }),
  });
}

/** The caller may write (vote, comment, follow, submit): the workspace takes writes. */
export function canWriteIdeas(access: TIdeasAccess): boolean {
  return canWriteFeature(access);
}

/** The caller may moderate this idea: the server says so (IdeaDetails.canModerate) and the workspace takes writes. */
export function canModerateIdea(access: TIdeasAccess, idea: { canModerate: boolean } | null | undefined): boolean {
  return access.kind === 'open' && !access.readOnly && Boolean(idea?.canModerate);
}
