'use client';
// A comment box with @-mention autocomplete: typing "@" and a few letters lists the people who can see the idea
// (listIdeaPeople); ↑ ↓ choose, Enter or Tab insert `@[Name](user:<id>)`, Escape closes the list. The text
// area keeps the textbox role (aria-autocomplete, aria-controls, aria-activedescendant point at the list).
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useDebounced } from '../../teams/lib/use-debounced.ts';
import { IdeaPeople, type IdeaPerson } from '../lib/idea-api.ts';
import { insertMention, mentionQueryAt } from '../lib/mentions.ts';
import { initials } from './idea-parts.tsx';

export function MentionField({
  ideaId,
  value,
  onChange,
  label,
  maxLength,
  autoFocus = false,
  onSubmitShortcut,
  helperText,
}: {
  ideaId: string;
  value: string;
  onChange(value: string): void;
  label: string;
  maxLength: number;
  autoFocus?: boolean;
  /** Ctrl/⌘ + Enter. */
  onSubmitShortcut?(): void;
  helperText?: string;
}) {
  const listId = useId();
  const ref = useRef<HTMLTextAreaElement | null>(null);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const query = useDebounced(mention?.query ?? '', 150);
  const people = IdeaPeople.useQuery(
    { variables: { ideaId, limit: 8, ...(query ? { search: query } : {}) } },
    { skip: !mention },
  );
  const options: IdeaPerson[] = mention ? (people.data ?? []) : [];
  const open = Boolean(mention) && options.length > 0;

  const track = (text: string, caret: number | null) => {
    const found = caret === null ? null : mentionQueryAt(text, caret);
    setMention(found);
    setActive(0);
  };

  const choose = (person: IdeaPerson) => {
    const el = ref.current;
    if (!mention || !el) return;
    const caret = el.selectionStart ?? value.length;
    const next = insertMention(value, mention.start, caret, person);
    onChange(next.body.slice(0, maxLength));
    setMention(null);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        inputRef={ref}
        multiline
        minRows={2}
        maxRows={12}
        fullWidth
        label={label}
        value={value}
        autoFocus={autoFocus}
        helperText={helperText ?? 'Type @ to mention someone. Ctrl + Enter posts.'}
        onChange={(event) => {
          onChange(event.target.value);
          track(event.target.value, event.target.selectionStart);
        }}
        onSelect={(event) => {
          const el = event.target as HTMLTextAreaElement;
          if (el.selectionStart !== el.selectionEnd) setMention(null);
        }}
        onBlur={() => setTimeout(() => setMention(null), 150)}
        onKeyDown={(event) => {
          if (open) {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setActive((a) => (a + 1) % options.length);
              return;
            }
            if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((a) => (a - 1 + options.length) % options.length);
              return;
            }
            if (event.key === 'Enter' || event.key === 'Tab') {
              const person = options[active];
              if (person) {
                event.preventDefault();
                choose(person);
                return;
              }
            }
            if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              setMention(null);
              return;
            }
          }
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && onSubmitShortcut) {
            event.preventDefault();
            onSubmitShortcut();
          }
        }}
        slotProps={{
          htmlInput: {
            maxLength,
            'aria-autocomplete': 'list',
            'aria-controls': open ? listId : undefined,
            'aria-activedescendant': open ? `${listId}-${active}` : undefined,
          },
        }}
      />
      {open ? (
        <Paper
          elevation={8}
          sx={{ position: 'absolute', zIndex: 10, left: 8, right: 8, maxWidth: 360, top: '100%', mt: -2.5 }}
        >
          <Box
            component="ul"
            id={listId}
            role="listbox"
            aria-label="People to mention"
            sx={{ listStyle: 'none', m: 0, p: 0.5 }}
          >
            {options.map((person, index) => (
              <Box
                component="li"
                key={person.userId}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(person);
                }}
                onMouseEnter={() => setActive(index)}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  px: 1,
                  py: 0.75,
                  borderRadius: 1,
                  cursor: 'pointer',
                  bgcolor: index === active ? 'action.selected' : undefined,
                }}
              >
                <Avatar
                  sx={{
                    width: 28,
                    height: 28,
                    fontSize: 12,
                    bgcolor: 'action.selected',
                    color: 'text.primary',
                    fontWeight: 700,
                  }}
                  aria-hidden
                >
                  {initials(person.name)}
                </Avatar>
                <Typography variant="body2">{person.name ?? 'Unnamed member'}</Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ) : null}
    </Box>
  );
}
