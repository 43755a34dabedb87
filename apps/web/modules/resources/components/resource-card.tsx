// One resource in a list: cover, category, title (linking to the resource), summary, date and read time.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { formatDate, readTimeText } from '../lib/format.ts';
import { resourceHref } from '../lib/resource-types.ts';
import type { TResourceSummary } from '../lib/resources.ts';

export function ResourceCard({
  resource,
  headingLevel = 'h2',
}: {
  resource: TResourceSummary;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}
    >
      {resource.cover ? (
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'background.neutral' }}>
          <Image
            src={resource.cover}
            alt=""
            fill
            sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
            style={{ objectFit: 'cover' }}
          />
        </Box>
      ) : null}
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {resource.category ? <Chip label={resource.category} size="small" variant="outlined" /> : null}
          {resource.isBreaking ? <Chip label="New" size="small" color="primary" /> : null}
        </Stack>
        <Typography variant="h6" component={headingLevel} sx={{ lineHeight: 1.35 }}>
          <Link
            href={resourceHref(resource.id)}
            color="inherit"
            underline="hover"
            // The whole card is clickable; the link itself stays the one focusable element.
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {resource.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {resource.shortDescription}
        </Typography>
        {resource.hashtags?.length ? (
          <Typography variant="caption" color="text.secondary">
            {resource.hashtags.map((h) => `#${h}`).join(' ')}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          <time dateTime={resource.publishedAt ?? undefined}>{formatDate(resource.publishedAt)}</time> ·{' '}
          {readTimeText(resource.readTime)}
        </Typography>
      </Box>
    </Card>
  );
}
