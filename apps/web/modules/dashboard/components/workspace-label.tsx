'use client';
// The workspace (tenant) the user is signed in to, from the tenant claim of their ID token.
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { workspaceName } from '../lib/workspace.ts';

export function WorkspaceLabel() {
  const { user } = useAuth();
  const name = workspaceName(user?.tenant);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }} data-testid="workspace-label">
      <BusinessOutlinedIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }} />
      <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0 }} noWrap title={name ?? undefined}>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', mr: 0.5 }}>
          Workspace:
        </Typography>
        {name ?? 'none yet'}
      </Typography>
    </Stack>
  );
}
