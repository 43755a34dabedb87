'use client';
// The workspace (tenant) the user is signed in to, from the tenant claim of their ID token, with its logo when it
// has one (else a building icon).
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { useWorkspaceLogo } from '../../workspace/lib/use-workspace-logo.ts';
import { workspaceName } from '../lib/workspace.ts';

/** The logo's size beside the name, in CSS pixels (asked for at twice that). */
const LOGO_SIZE = 20;

export function WorkspaceLabel() {
  const { user } = useAuth();
  const name = workspaceName(user?.tenant);
  const logo = useWorkspaceLogo(LOGO_SIZE * 2);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }} data-testid="workspace-label">
      {logo.url && name ? (
        // Beside the name it shows: decorative.
        <Box
          component="img"
          src={logo.url}
          alt=""
          onError={logo.onError}
          data-testid="workspace-label-logo"
          sx={{ width: LOGO_SIZE, height: LOGO_SIZE, borderRadius: 0.5, objectFit: 'contain', flexShrink: 0 }}
        />
      ) : (
        <BusinessOutlinedIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }} />
      )}
      <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0 }} noWrap title={name ?? undefined}>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', mr: 0.5 }}>
          Workspace:
        </Typography>
        {name ?? 'none yet'}
      </Typography>
    </Stack>
  );
}
