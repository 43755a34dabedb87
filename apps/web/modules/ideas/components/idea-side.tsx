'use client';
// The idea page's side column: tags (free ones edited by the authors and moderators, moderator tags by
// moderators), the stage history, the co-authors, the earlier versions and the activity trail.
import { ANONYMOUS_AUTHOR, IDEA_LIMITS, IDEA_STAGE_LABELS } from '@innov/contracts';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HistoryIcon from '@mui/icons-material/History';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { LoadMoreButton } from '../../data/components/load-more-button.tsx';
import { useCall } from '../../data/lib/use-call.ts';
import { IdeaTags } from '../lib/board-api.ts';
import { IdeaActivityList, type IdeaDetails, IdeaVersions, ideaHref, UpdateIdeaTags } from '../lib/idea-api.ts';
import { activityText, cleanTags } from '../lib/idea-rules.ts';
import { IdeaTagChips, initials, StageDot, TimeAgo } from './idea-parts.tsx';

export function SideCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = `side-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <Stack sx={{ p: 2.25, gap: 1.5 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

function TagEditor({
  label,
  value,
  options,
  onSave,
  onCancel,
}: {
  label: string;
  value: string[];
  options: string[];
  onSave(tags: string[]): Promise<boolean>;
  onCancel(): void;
}) {
  const [tags, setTags] = useState(value);
  const [busy, setBusy] = useState(false);
  return (
    <Stack sx={{ gap: 1 }}>
      <Autocomplete
        multiple
        freeSolo
        size="small"
        options={options}
        value={tags}
        onChange={(_event, next) => setTags(cleanTags(next as string[]))}
        renderInput={(props) => (
          <TextField
            {...props}
            label={label}
            autoFocus
            helperText={`Press Enter after each tag; up to ${IDEA_LIMITS.tags}.`}
          />
        )}
      />
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          size="small"
          variant="contained"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            const ok = await onSave(tags);
            setBusy(false);
            if (ok) onCancel();
          }}
        >
          Save tags
        </Button>
      </Stack>
    </Stack>
  );
}

export function TagsCard({
  details,
  canTag,
  canModerate,
}: {
  details: IdeaDetails;
  /** Authors, co-authors and moderators set free tags. */
  canTag: boolean;
  canModerate: boolean;
}) {
  const { idea } = details;
  const [editing, setEditing] = useState<'tags' | 'moderatorTags' | null>(null);
  const call = useCall();
  const [update] = UpdateIdeaTags.useMutation();
  const known = IdeaTags.useQuery({}, { skip: !editing });
  const save = async (field: 'tags' | 'moderatorTags', tags: string[]) =>
    Boolean(
      await call(() => update({ variables: { input: { id: idea.id, [field]: tags } } }).unwrap(), {
        success: 'Tags saved',
      }),
    );
  return (
    <SideCard title="Tags">
      <Stack sx={{ gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            Free tags
          </Typography>
          {canTag && editing !== 'tags' ? (
            <Button size="small" startIcon={<EditOutlinedIcon aria-hidden />} onClick={() => setEditing('tags')}>
              Edit tags
            </Button>
          ) : null}
        </Stack>
        {editing === 'tags' ? (
          <TagEditor
            label="Tags"
            value={idea.tags}
            options={known.data ?? []}
            onSave={(tags) => save('tags', tags)}
            onCancel={() => setEditing(null)}
          />
        ) : idea.tags.length ? (
          <IdeaTagChips tags={idea.tags} />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No tags yet.
          </Typography>
        )}
      </Stack>
      {canModerate || idea.moderatorTags.length ? (
        <Stack sx={{ gap: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
              Moderator tags
            </Typography>
            {canModerate && editing !== 'moderatorTags' ? (
              <Button
                size="small"
                startIcon={<EditOutlinedIcon aria-hidden />}
                onClick={() => setEditing('moderatorTags')}
              >
                Edit moderator tags
              </Button>
            ) : null}
          </Stack>
          {editing === 'moderatorTags' ? (
            <TagEditor
              label="Moderator tags"
              value={idea.moderatorTags}
              options={known.data ?? []}
              onSave={(tags) => save('moderatorTags', tags)}
              onCancel={() => setEditing(null)}
            />
          ) : idea.moderatorTags.length ? (
            <IdeaTagChips tags={[]} moderatorTags={idea.moderatorTags} />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Only owners and admins set these, for triage (e.g. “quick win”, “needs budget”).
            </Typography>
          )}
        </Stack>
      ) : null}
    </SideCard>
  );
}

export function StageHistoryCard({ details }: { details: IdeaDetails }) {
  const events = [...details.stageHistory].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <SideCard title="Stage history">
      {events.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The idea enters the board as New when it is submitted.
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="stage-history">
          {events.map((e, index) => (
            <Box
              component="li"
              key={e.id}
              sx={{ display: 'flex', gap: 1.25, pb: index < events.length - 1 ? 1.5 : 0, position: 'relative' }}
            >
              <Box sx={{ pt: 0.6, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                <StageDot stage={e.toStage} size={12} />
                {index < events.length - 1 ? (
                  <Box sx={{ width: 2, flex: 1, bgcolor: 'divider', mt: 0.5, minHeight: 16 }} aria-hidden />
                ) : null}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {e.fromStage
                    ? `${IDEA_STAGE_LABELS[e.fromStage]} → ${IDEA_STAGE_LABELS[e.toStage]}`
                    : IDEA_STAGE_LABELS[e.toStage]}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {e.actorName ?? 'Someone'} · <TimeAgo iso={e.createdAt} />
                </Typography>
                {e.note ? (
                  <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic' }}>
                    “{e.note}”
                  </Typography>
                ) : null}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </SideCard>
  );
}

export function PeopleCard({ details }: { details: IdeaDetails }) {
  const { idea } = details;
  const people = [
    // "(anonymous)" for those who see the real name; for everyone else the name already says it.
    {
      userId: idea.owner,
      name: idea.authorName,
      role: idea.anonymous && idea.authorName !== ANONYMOUS_AUTHOR ? 'Author (anonymous)' : 'Author',
    },
    ...idea.coAuthors.map((c) => ({
      userId: c.userId,
      name: c.name,
      role: c.status === 'ACCEPTED' ? 'Co-author' : 'Invited co-author',
    })),
  ];
  return (
    <SideCard title="People">
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.25 }}>
        {people.map((p) => (
          <Stack component="li" direction="row" key={p.userId ?? 'anonymous'} sx={{ gap: 1.25, alignItems: 'center' }}>
            <Avatar
              sx={{
                width: 32,
                height: 32,
                fontSize: 13,
                bgcolor: 'action.selected',
                color: 'text.primary',
                fontWeight: 700,
              }}
              aria-hidden
            >
              {initials(p.name)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {p.name ?? 'A former member'}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {p.role}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {idea.followerCount === 1 ? '1 follower' : `${idea.followerCount} followers`}
      </Typography>
    </SideCard>
  );
}

export function VersionsCard({ details, shown }: { details: IdeaDetails; shown: number | null }) {
  const versions = IdeaVersions.useQuery({ variables: { ideaId: details.idea.id } });
  const list = versions.data ?? [];
  if (details.idea.state !== 'SUBMITTED') return null;
  return (
    <SideCard title="Versions">
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}>
        <li>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <HistoryIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
            {shown ? (
              <Link href={ideaHref(details.idea.id)}>Version {details.idea.version} (current)</Link>
            ) : (
              <Typography variant="body2" sx={{ fontWeight: 700 }} aria-current="page">
                Version {details.idea.version} (current)
              </Typography>
            )}
          </Stack>
        </li>
        {list.map((v) => (
          <li key={v.version}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Box sx={{ width: 20 }} />
              {shown === v.version ? (
                <Typography variant="body2" sx={{ fontWeight: 700 }} aria-current="page">
                  Version {v.version}
                </Typography>
              ) : (
                <Link href={ideaHref(details.idea.id, v.version)}>Version {v.version}</Link>
              )}
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {v.createdByName ?? 'Someone'} · <TimeAgo iso={v.createdAt} />
              </Typography>
            </Stack>
          </li>
        ))}
      </Stack>
      {list.length === 0 && versions.isSuccess ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No earlier versions: the idea has not been edited since it was submitted.
        </Typography>
      ) : null}
    </SideCard>
  );
}

export function ActivityCard({ ideaId }: { ideaId: string }) {
  const pages = IdeaActivityList.usePages({ variables: { ideaId, limit: 10 } });
  const items = (pages.data?.pages ?? []).flatMap((p) => p?.items ?? []);
  return (
    <SideCard title="Activity">
      {items.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {pages.isLoading ? 'Loading…' : 'Nothing has happened yet.'}
        </Typography>
      ) : (
        <Stack component="ol" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.25 }} data-testid="idea-activity">
          {items.map((a) => (
            <li key={a.id}>
              <Typography variant="body2">
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {a.actorName ?? 'Someone'}
                </Box>{' '}
                {activityText(a)}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                <TimeAgo iso={a.createdAt} />
              </Typography>
            </li>
          ))}
        </Stack>
      )}
      {pages.hasNextPage ? <LoadMoreButton size="small" pages={pages} /> : null}
    </SideCard>
  );
}
