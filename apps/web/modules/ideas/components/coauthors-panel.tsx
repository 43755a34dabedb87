'use client';
import type { IdeaCoAuthor } from '@innov/contracts';
// An idea's co-authors: the author invites active members of the workspace (listIdeaPeople), who must accept
// before they can edit (their status shows: invited or accepted); the author removes them, a co-author may leave.
// Invitations go out once the draft exists (it is saved as soon as something is typed).
import { IDEA_LIMITS } from '@innov/contracts';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { initialsOf } from '../../dashboard/components/user-menu.tsx';
import { useCall } from '../../data/lib/use-call.ts';
import { useDebounced } from '../../teams/lib/use-debounced.ts';
import {
  type DraftDetails,
  IdeaPeopleList,
  type IdeaPerson,
  InviteCoAuthors,
  RemoveCoAuthor,
} from '../lib/draft-api.ts';

function nameOf(p: { name: string | null }): string {
  return p.name?.trim() || 'Unnamed member';
}

export function CoAuthorsPanel({
  ideaId,
  owner,
  me,
  coAuthors,
  disabled,
  onChanged,
  stacked = false,
}: {
  ideaId: string | null;
  owner: string | null;
  me: string;
  coAuthors: IdeaCoAuthor[];
  disabled?: boolean;
  onChanged(details: DraftDetails): void;
  /** The picker above its button (a narrow side panel). */
  stacked?: boolean;
}) {
  const call = useCall();
  const [invite, inviting] = InviteCoAuthors.useMutation();
  const [remove, removing] = RemoveCoAuthor.useMutation();
  const [picked, setPicked] = useState<IdeaPerson[]>([]);
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const isAuthor = !owner || owner === me;
  const people = IdeaPeopleList.useQuery(
    { variables: { limit: 20, ...(search ? { search } : {}) } },
    { skip: !isAuthor || disabled },
  );
  const taken = useMemo(() => new Set([me, ...coAuthors.map((c) => c.userId)]), [me, coAuthors]);
  const options = (people.data ?? []).filter((p) => !taken.has(p.userId));
  const room = IDEA_LIMITS.coAuthors - coAuthors.length;
  const busy = inviting.isLoading || removing.isLoading;

  const send = async () => {
    if (!ideaId || !picked.length) return;
    const names = picked.map(nameOf).join(', ');
    const details = await call(
      () => invite({ variables: { input: { ideaId, userIds: picked.map((p) => p.userId) } } }).unwrap(),
      { progress: true, success: `Invitation sent to ${names}` },
    );
    if (details) {
      setPicked([]);
      onChanged(details);
    }
  };
  const drop = async (person: IdeaCoAuthor) => {
    if (!ideaId) return;
    const self = person.userId === me;
    const details = await call(() => remove({ variables: { input: { ideaId, userId: person.userId } } }).unwrap(), {
      progress: true,
      success: self ? 'You left the idea' : `${nameOf(person)} removed`,
    });
    if (details) onChanged(details);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="coauthors-heading" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="coauthors-heading" variant="h6" component="h2">
        Co-authors
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        Write this idea together. Invited colleagues accept from their notifications, then edit it with you and are
        named on it.
      </Typography>
      {coAuthors.length ? (
        <List aria-label="Co-authors" dense sx={{ mt: 1 }}>
          {coAuthors.map((person) => {
            const canDrop = !disabled && (isAuthor || person.userId === me);
            return (
              <ListItem
                key={person.userId}
                data-testid="coauthor-row"
                secondaryAction={
                  canDrop ? (
                    <Tooltip title={person.userId === me ? 'Leave' : 'Remove'}>
                      <IconButton
                        edge="end"
                        aria-label={person.userId === me ? 'Leave this idea' : `Remove ${nameOf(person)}`}
                        onClick={() => void drop(person)}
                        disabled={busy}
                      >
                        <PersonRemoveOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : null
                }
              >
                <ListItemAvatar>
                  <Avatar aria-hidden sx={{ width: 32, height: 32, fontSize: 13 }}>
                    {initialsOf(person.name ?? '', '')}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={nameOf(person)}
                  secondary={
                    <Chip
                      component="span"
                      size="small"
                      variant={person.status === 'ACCEPTED' ? 'filled' : 'outlined'}
                      color={person.status === 'ACCEPTED' ? 'success' : 'default'}
                      label={person.status === 'ACCEPTED' ? 'Accepted' : 'Invitation sent'}
                      sx={{ mt: 0.5 }}
                    />
                  }
                  slotProps={{ secondary: { component: 'span' } }}
                />
              </ListItem>
            );
          })}
        </List>
      ) : null}
      {isAuthor && !disabled && (!ideaId || room <= 0) ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }} data-testid="coauthors-note">
          {!ideaId
            ? 'You can invite co-authors once your draft is saved: start writing and it is saved as you type.'
            : `An idea has at most ${IDEA_LIMITS.coAuthors} co-authors.`}
        </Typography>
      ) : null}
      {isAuthor && !disabled && ideaId && room > 0 ? (
        <Stack
          direction={stacked ? 'column' : { xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, mt: 2, alignItems: stacked ? 'stretch' : { sm: 'center' } }}
        >
          <Autocomplete
            multiple
            fullWidth
            options={options}
            value={picked}
            onChange={(_event, next) => setPicked(next.slice(0, room))}
            inputValue={input}
            onInputChange={(_event, next) => setInput(next)}
            filterOptions={(x) => x}
            getOptionLabel={(p: IdeaPerson) => nameOf(p)}
            isOptionEqualToValue={(a, b) => a.userId === b.userId}
            loading={people.isFetching}
            disabled={busy}
            noOptionsText={
              people.isError
                ? 'The members could not be loaded.'
                : input
                  ? 'No member matches'
                  : 'No one else to invite'
            }
            renderValue={(values, getItemProps) =>
              values.map((person, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={nameOf(person)} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField {...params} label="Invite co-authors" placeholder={picked.length ? '' : 'Search by name'} />
            )}
          />
          <Button
            variant="outlined"
            startIcon={<GroupAddOutlinedIcon aria-hidden />}
            onClick={() => void send()}
            disabled={!picked.length || busy}
            sx={{ flexShrink: 0 }}
          >
            Invite
          </Button>
        </Stack>
      ) : null}
    </Card>
  );
}
