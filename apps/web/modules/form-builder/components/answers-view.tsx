'use client';
// A form's answers, read-only, in the order and with the labels of the fields they were given with (an idea's
// content rendered from its template version): long text keeps its paragraphs, links open in a new tab, choices
// are chips, dates and numbers are written out, an uploaded file as the page shows it (`renderStoredFile`: the idea
// page's download) or by name and size; an unanswered field says so.
import type { FormAnswer, FormAnswers, FormField, StoredFileAnswer } from '@innov/contracts';
import { isEmptyAnswer } from '@innov/contracts';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatBytes } from '../../files/lib/format-bytes.ts';
import {
  formatDateAnswer,
  formatNumberAnswer,
  isFileAnswer,
  linkFileAnswer,
  storedFileAnswer,
} from '../lib/answers.ts';

function ExternalLink({ href, children }: { href: string; children: React.ReactNode }) {
  const safe = /^https?:\/\//i.test(href);
  if (!safe) return <Typography sx={{ overflowWrap: 'anywhere' }}>{children}</Typography>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      sx={{ overflowWrap: 'anywhere', alignSelf: 'flex-start' }}
    >
      {children}
      <OpenInNewIcon sx={{ fontSize: 16, ml: 0.5, verticalAlign: 'middle' }} aria-label="(opens in a new tab)" />
    </Link>
  );
}

/** How a page shows an uploaded file's answer (the idea page: a download of the idea's attachment). */
export type TRenderStoredFile = (file: StoredFileAnswer) => ReactNode;

export function AnswerValue({
  field,
  value,
  renderStoredFile,
}: {
  field: FormField;
  value: FormAnswer | undefined;
  renderStoredFile?: TRenderStoredFile;
}) {
  const stored = storedFileAnswer(value);
  if (stored)
    return renderStoredFile ? (
      renderStoredFile(stored)
    ) : (
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {stored.name} ({formatBytes(stored.size)})
      </Typography>
    );
  if (isEmptyAnswer(value))
    return <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>Not answered</Typography>;
  if (Array.isArray(value))
    return (
      <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }} component="ul" aria-label={field.label}>
        {value.map((v) => (
          <Box component="li" key={v} sx={{ listStyle: 'none' }}>
            <Chip size="small" label={v} />
          </Box>
        ))}
      </Stack>
    );
  if (isFileAnswer(value)) {
    const link = linkFileAnswer(value);
    return <ExternalLink href={link.url}>{link.name || link.url}</ExternalLink>;
  }
  if (typeof value === 'number') return <Typography>{formatNumberAnswer(value)}</Typography>;
  const text = String(value);
  if (field.type === 'URL') return <ExternalLink href={text}>{text}</ExternalLink>;
  if (field.type === 'DATE') return <Typography>{formatDateAnswer(text)}</Typography>;
  if (field.type === 'SINGLE_CHOICE') return <Chip size="small" label={text} sx={{ alignSelf: 'flex-start' }} />;
  return <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>;
}

/**
 * `headingLevel`: the level of each field's label (the page's structure: under an h2 section, h3).
 * `hideEmpty`: leave unanswered optional fields out.
 */
export function AnswersView({
  fields,
  content,
  headingLevel = 3,
  hideEmpty = false,
  renderStoredFile,
}: {
  fields: readonly FormField[];
  content: FormAnswers;
  headingLevel?: 2 | 3 | 4;
  hideEmpty?: boolean;
  renderStoredFile?: TRenderStoredFile;
}) {
  const shown = hideEmpty ? fields.filter((f) => f.required || !isEmptyAnswer(content[f.id])) : fields;
  return (
    <Stack sx={{ gap: 2.5 }} data-testid="answers-view">
      {shown.map((field) => (
        <Stack key={field.id} component="section" sx={{ gap: 0.75 }} data-field-id={field.id}>
          <Typography
            component={`h${headingLevel}`}
            variant="subtitle2"
            sx={{ color: 'text.secondary', textTransform: 'none', letterSpacing: 0 }}
          >
            {field.label}
          </Typography>
          <AnswerValue field={field} value={content[field.id]} renderStoredFile={renderStoredFile} />
        </Stack>
      ))}
    </Stack>
  );
}
