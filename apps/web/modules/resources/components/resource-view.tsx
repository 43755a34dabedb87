// /resources/{id}: title, cover, author, date, read time, category and hashtags, the Markdown content
// (sanitised), the resource's details (variables), and related resources of the same type.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { SiteContainer } from '../../layout/components/site-container.tsx';
import { JsonLd } from '../../seo/components/json-ld.tsx';
import { articleJsonLd } from '../../seo/lib/structured-data.ts';
import { formatDate, readTimeText } from '../lib/format.ts';
import { resourceHref, resourcesHref, tabByType } from '../lib/resource-types.ts';
import type { TResource, TResourceSummary } from '../lib/resources.ts';
import { Markdown } from './markdown.tsx';
import { ResourceCard } from './resource-card.tsx';

export function ResourceView({ resource, related }: { resource: TResource; related: TResourceSummary[] }) {
  const tab = tabByType(resource.type);
  const cover = resource.cover ?? '/images/og-default.png';
  return (
    <Box component="article" aria-labelledby="resource-title">
      <JsonLd
        data={articleJsonLd({
          path: resourceHref(resource.id),
          title: resource.title,
          description: resource.shortDescription ?? resource.title,
          image: cover,
          publishedAt: resource.publishedAt ?? resource.updatedAt,
          modifiedAt: resource.updatedAt,
          author: resource.author?.name ?? 'Lumenfold',
        })}
      />
      <SiteContainer sx={{ pt: { xs: 4, md: 6 }, pb: { xs: 8, md: 12 } }}>
        <Box sx={{ maxWidth: 820, mx: 'auto' }}>
          {tab ? (
            <Button
              href={resourcesHref(tab)}
              startIcon={<ArrowBackIcon aria-hidden />}
              color="inherit"
              sx={{ mb: 2, ml: -1 }}
            >
              {tab.label}
            </Button>
          ) : null}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
            {resource.category ? <Chip label={resource.category} size="small" variant="outlined" /> : null}
            {resource.isBreaking ? <Chip label="New" size="small" color="primary" /> : null}
          </Stack>
          <Typography id="resource-title" variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
            {resource.title}
          </Typography>
          {resource.shortDescription ? (
            <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 2, fontSize: '1.15rem' }}>
              {resource.shortDescription}
            </Typography>
          ) : null}
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mt: 3 }}>
            {resource.author ? (
              <Avatar src={resource.author.avatar ?? undefined} alt="" sx={{ width: 44, height: 44 }}>
                {resource.author.name.slice(0, 1)}
              </Avatar>
            ) : null}
            <Box>
              {resource.author ? <Typography sx={{ fontWeight: 600 }}>{resource.author.name}</Typography> : null}
              <Typography variant="body2" color="text.secondary">
                <time dateTime={resource.publishedAt ?? undefined} data-testid="resource-date">
                  {formatDate(resource.publishedAt)}
                </time>{' '}
                · {readTimeText(resource.readTime)}
              </Typography>
            </Box>
          </Stack>
          <Box
            sx={{
              position: 'relative',
              aspectRatio: '16 / 9',
              mt: 4,
              borderRadius: 4,
              overflow: 'hidden',
              bgcolor: 'background.neutral',
            }}
          >
            <Image
              src={cover}
              alt=""
              fill
              priority
              sizes="(min-width: 900px) 820px, 100vw"
              style={{ objectFit: 'cover' }}
            />
          </Box>
          {resource.variables?.length ? (
            <Box
              component="dl"
              sx={{
                mt: 4,
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 3,
                rowGap: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 3,
                p: 3,
              }}
            >
              {resource.variables.map((v) => (
                <Box key={v.name} sx={{ display: 'contents' }}>
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {v.name}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }} color="text.secondary">
                    {v.value.join(', ')}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : null}
          <Box sx={{ mt: 4 }} data-testid="resource-content">
            <Markdown source={resource.content ?? ''} />
          </Box>
          {resource.hashtags?.length ? (
            <Typography color="text.secondary" sx={{ mt: 4 }}>
              {resource.hashtags.map((h) => `#${h}`).join(' ')}
            </Typography>
          ) : null}
        </Box>
        {related.length ? (
          <Box component="section" aria-labelledby="related-title" sx={{ mt: { xs: 8, md: 10 } }}>
            <Typography id="related-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' }, mb: 3 }}>
              Related {tab ? tab.label.toLowerCase() : 'resources'}
            </Typography>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
              {related.map((r) => (
                <ResourceCard key={r.id} resource={r} headingLevel="h3" />
              ))}
            </Box>
          </Box>
        ) : null}
      </SiteContainer>
    </Box>
  );
}
