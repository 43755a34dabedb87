// The signed-in product in brief: what a company workspace offers, and the way in.
import ConnectWithoutContactOutlinedIcon from '@mui/icons-material/ConnectWithoutContactOutlined';
import EmojiObjectsOutlinedIcon from '@mui/icons-material/EmojiObjectsOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SiteContainer } from '../../../layout/components/site-container.tsx';
import { SIGN_UP_HREF } from '../../lib/navigation.ts';

const FEATURES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <GroupsOutlinedIcon />,
    title: 'Teams',
    text: 'Invite colleagues, give them roles and keep every project in one company workspace.',
  },
  {
    icon: <FlagOutlinedIcon />,
    title: 'Campaigns',
    text: 'Run innovation challenges with a brief, dates and phases from submission to selection.',
  },
  {
    icon: <EmojiObjectsOutlinedIcon />,
    title: 'Ideation',
    text: 'Capture ideas with proven templates, vote, comment and move the best ones forward.',
  },
  {
    icon: <ConnectWithoutContactOutlinedIcon />,
    title: 'Collaboration',
    text: 'Find experts and partners, post opportunities and track job requests and investments.',
  },
];

export function WorkspaceTeaser() {
  return (
    <Box component="section" aria-labelledby="home-workspace-title" sx={{ py: { xs: 8, md: 12 } }}>
      <SiteContainer
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography variant="overline" component="p" color="primary.main">
            The workspace
          </Typography>
          <Typography id="home-workspace-title" variant="h2">
            One place for your whole innovation programme
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 2 }}>
            Every client gets a company workspace. Use it with us during an engagement, or on your own to run campaigns
            and ideas across the organisation.
          </Typography>
          <Button href={SIGN_UP_HREF} variant="contained" size="large" sx={{ mt: 4 }}>
            Create your workspace
          </Button>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          {FEATURES.map((feature) => (
            <Paper key={feature.title} variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
                <Box sx={{ color: 'primary.main', display: 'flex' }}>{feature.icon}</Box>
                <Typography variant="h6" component="h3">
                  {feature.title}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                {feature.text}
              </Typography>
            </Paper>
          ))}
        </Box>
      </SiteContainer>
    </Box>
  );
}
