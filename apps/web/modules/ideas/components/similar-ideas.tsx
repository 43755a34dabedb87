'use client';
// While a title is typed, the ideas already shared that look like it (findSimilarIdeas: PostgreSQL full-text on
// titles and summaries of submitted ideas the caller may see), so a duplicate can be spotted before it is
// written: each with its stage and votes, opening in a new tab (the draft stays where it is).
import { IDEA_LIMITS, IDEA_STAGE_LABELS } from '@innov/contracts';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TipsAndUpdatesOutlinedIcon from '@mui/icons-material/TipsAndUpdatesOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDebounced } from '../../teams/lib/use-debounced.ts';
import { ideaHref, SimilarIdeaList } from '../lib/draft-api.ts';

/** How long the title must rest before similar ideas are looked up. */
const SIMILAR_DEBOUNCE_MS = 400;

export function SimilarIdeas({
  title,
  excludeId,
  campaignId = null,
}: {
  title: string;
  excludeId: string | null;
  /** The campaign the idea answers: its ideas are looked at (findSimilarIdeas' campaignId). */
  campaignId?: string | null;
}) {
  const settled = useDebounced(title.trim(), SIMILAR_DEBOUNCE_MS);
  const query = SimilarIdeaList.useQuery(
    { variables: { title: settled, ...(excludeId ? { excludeId } : {}), ...(campaignId ? { campaignId } : {}) } },
    { skip: settled.length < IDEA_LIMITS.similarMinTitle },
  );
  const items = settled.length < IDEA_LIMITS.similarMinTitle ? [] : (query.data ?? []);
  return (
    <Box aria-live="polite" data-testid="similar-ideas">
      {items.length ? (
        <Box
          component="section"
          aria-labelledby="similar-ideas-heading"
          sx={{ border: 1, borderColor: 'info.main', borderRadius: 1, px: 2, py: 1.5, bgcolor: 'action.hover' }}
        >
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 1 }}>
            <TipsAndUpdatesOutlinedIcon fontSize="small" aria-hidden sx={{ color: 'info.main' }} />
            <Typography id="similar-ideas-heading" variant="subtitle2" component="h2">
              Similar ideas already shared
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            Have a look: you could vote or comment on one of them, or make yours different.
          </Typography>
          <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none', gap: 0.75 }}>
            {items.map((idea) => (
              <Stack
                component="li"
                key={idea.id}
                direction="row"
                sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Link href={ideaHref(idea.id)} target="_blank" rel="noopener" sx={{ fontWeight: 500 }}>
                  {idea.title}
                  <OpenInNewIcon
                    sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'middle' }}
                    aria-label="(opens in a new tab)"
                  />
                </Link>
                {idea.stage ? <Chip size="small" variant="outlined" label={IDEA_STAGE_LABELS[idea.stage]} /> : null}
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {idea.voteCount} {idea.voteCount === 1 ? 'vote' : 'votes'}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}
