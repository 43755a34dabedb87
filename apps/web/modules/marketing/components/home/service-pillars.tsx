// The three service pillars with their services, each linking to its page.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import IntegrationInstructionsOutlinedIcon from '@mui/icons-material/IntegrationInstructionsOutlined';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SiteContainer } from '../../../layout/components/site-container.tsx';
import { TextWithTrailingIcon } from '../../../layout/components/text-with-icon.tsx';
import { SERVICE_GROUPS, serviceHref, type TServiceGroup } from '../../lib/services.ts';

const PILLAR_ICONS: Record<TServiceGroup['id'], ReactNode> = {
  'software-engineering': <IntegrationInstructionsOutlinedIcon />,
  'innovation-launchpad': <RocketLaunchOutlinedIcon />,
  'strategic-partnerships': <HandshakeOutlinedIcon />,
};

export function ServicePillars() {
  return (
    <Box component="section" aria-labelledby="home-services-title" id="services" sx={{ py: { xs: 8, md: 12 } }}>
      <SiteContainer>
        <Box sx={{ maxWidth: 720 }}>
          <Typography variant="overline" component="p" color="primary.main">
            What we do
          </Typography>
          <Typography id="home-services-title" variant="h2">
            Three ways to work with us
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 2 }}>
            Start where you are: strengthen the product you have, test something new, or bring us in for the long run.
            Most clients move between all three.
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, mt: 6, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {SERVICE_GROUPS.map((group) => (
            <Card key={group.id} component="article" aria-labelledby={`pillar-${group.id}`} sx={{ height: '100%' }}>
              <CardContent sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', height: '100%' }}>
                <Box
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: 3,
                    display: 'grid',
                    placeItems: 'center',
                    color: 'primary.main',
                    bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.12)',
                  }}
                >
                  {PILLAR_ICONS[group.id]}
                </Box>
                <Typography id={`pillar-${group.id}`} variant="h4" component="h3" sx={{ mt: 3 }}>
                  {group.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {group.summary}
                </Typography>
                <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mt: 3 }}>
                  {group.services.map((service) => (
                    <li key={service.slug}>
                      <Link href={serviceHref(group, service)} underline="hover" sx={{ fontWeight: 600 }}>
                        <TextWithTrailingIcon
                          text={service.title}
                          icon={
                            <ArrowForwardIcon
                              aria-hidden
                              sx={{
                                fontSize: 16,
                                ml: 0.5,
                                verticalAlign: '-0.15em',
                                '[dir="rtl"] &': { transform: 'scaleX(-1)' },
                              }}
                            />
                          }
                        />
                      </Link>
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                        {service.summary}
                      </Typography>
                    </li>
                  ))}
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Box>
      </SiteContainer>
    </Box>
  );
}
