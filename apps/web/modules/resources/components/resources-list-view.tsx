// /resources: tabs by type, newest first, PAGE_SIZE per page; the page number lives in the URL (?page=N), so a
// reload or a shared link shows the same page. Rendered on the server and cached per tab and page.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SiteContainer } from '../../layout/components/site-container.tsx';
import { PageHeader } from '../../marketing/components/page-header.tsx';
import { RESOURCE_TABS, resourcesHref, type TResourceTab } from '../lib/resource-types.ts';
import type { TResourcePage } from '../lib/resources.ts';
import { ResourceCard } from './resource-card.tsx';

export function ResourcesListView({ tab, page }: { tab: TResourceTab; page: TResourcePage }) {
  const number = page.page + 1;
  return (
    <>
      <PageHeader
        eyebrow="Resources"
        title="News, field notes and funding"
        lead="Press releases, our Innovation Journal, funding news and events – written by the people who do the work."
      />
      <SiteContainer sx={{ pb: { xs: 8, md: 12 } }}>
        <Box
          component="nav"
          aria-label="Resource types"
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 4, overflowX: 'auto' }}
        >
          <Stack component="ul" direction="row" sx={{ listStyle: 'none', m: 0, p: 0, gap: 0.5 }}>
            {RESOURCE_TABS.map((t) => {
              const current = t.slug === tab.slug;
              return (
                <li key={t.slug}>
                  <Button
                    href={resourcesHref(t)}
                    color="inherit"
                    aria-current={current ? 'page' : undefined}
                    sx={{
                      borderRadius: 0,
                      whiteSpace: 'nowrap',
                      px: 2,
                      py: 1.5,
                      fontWeight: current ? 700 : 500,
                      color: current ? 'text.primary' : 'text.secondary',
                      boxShadow: current ? 'inset 0 -3px 0 var(--mui-palette-primary-main)' : 'none',
                    }}
                  >
                    {t.label}
                  </Button>
                </li>
              );
            })}
          </Stack>
        </Box>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' } }} id="resource-list-title">
          {tab.label}
          {number > 1 ? ` – page ${number}` : ''}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
          {tab.description}
        </Typography>
        {page.items.length ? (
          <Box
            component="ul"
            aria-labelledby="resource-list-title"
            data-testid="resource-list"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            }}
          >
            {page.items.map((r) => (
              <li key={r.id}>
                <ResourceCard resource={r} headingLevel="h3" />
              </li>
            ))}
          </Box>
        ) : (
          <Typography>Nothing here yet. Try another page or type.</Typography>
        )}
        <Stack
          component="nav"
          aria-label="Pages"
          direction="row"
          sx={{ mt: 5, gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
        >
          {number > 1 ? (
            <Button
              href={resourcesHref(tab, number - 1)}
              startIcon={<ArrowBackIcon aria-hidden />}
              variant="outlined"
              rel="prev"
            >
              Newer
            </Button>
          ) : (
            <span />
          )}
          <Typography variant="body2" color="text.secondary" data-testid="resource-page-number" aria-current="page">
            Page {number}
          </Typography>
          {page.hasNext ? (
            <Button
              href={resourcesHref(tab, number + 1)}
              endIcon={<ArrowForwardIcon aria-hidden />}
              variant="outlined"
              rel="next"
            >
              Older
            </Button>
          ) : (
            <span />
          )}
        </Stack>
      </SiteContainer>
    </>
  );
}
