// /services: the three pillars with their services, and support for existing clients.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SiteContainer } from '../../layout/components/site-container.tsx';
import { TextWithTrailingIcon } from '../../layout/components/text-with-icon.tsx';
import { SERVICE_GROUPS, SUPPORT_SERVICE, serviceHref } from '../lib/services.ts';
import { PageHeader } from './page-header.tsx';

export function ServicesIndexView() {
  return (
    <>
      <PageHeader
        eyebrow="Services"
        title="Services for every stage of an idea"
        lead="Strengthen the product you have, test something new, or bring us in for the long run. Each service below has its own page with how it runs and what it costs in time."
      />
      <SiteContainer sx={{ pb: { xs: 8, md: 12 } }}>
        {SERVICE_GROUPS.map((group) => (
          <Box
            component="section"
            key={group.id}
            id={group.id}
            aria-labelledby={`${group.id}-title`}
            sx={{ mb: 8, scrollMarginTop: 96 }}
          >
            <Typography id={`${group.id}-title`} variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
              {group.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
              {group.summary}
            </Typography>
            <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
              {group.services.map((service) => (
                <Card key={service.slug} component="article" sx={{ height: '100%' }}>
                  <CardContent sx={{ p: 3 }}>
                    <Typography variant="h5" component="h3">
                      <Link href={serviceHref(group, service)} underline="hover" color="inherit">
                        {service.title}
                      </Link>
                    </Typography>
                    <Typography color="text.secondary" sx={{ mt: 1 }}>
                      {service.summary}
                    </Typography>
                  </CardContent>
                </Card>
              ))}
            </Box>
          </Box>
        ))}
        <Box
          component="section"
          aria-labelledby="support-title"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 4, p: { xs: 3, md: 5 } }}
        >
          <Typography id="support-title" variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            Already a client?
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {SUPPORT_SERVICE.summary}
          </Typography>
          <Link href={SUPPORT_SERVICE.href} sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}>
            <TextWithTrailingIcon
              text="Go to client support"
              icon={<ArrowForwardIcon aria-hidden sx={{ fontSize: 18, ml: 0.5, verticalAlign: '-0.2em' }} />}
            />
          </Link>
        </Box>
      </SiteContainer>
    </>
  );
}
