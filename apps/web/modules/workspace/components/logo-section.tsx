'use client';
// The workspace's logo and its storage, on the company page. Owners and admins upload a logo (the one upload
// component; the data service checks it by content and makes WebP widths of it), replace it the same way, or
// remove it; everyone else sees it, with no controls. Allowed while the workspace waits for approval too (the rule
// book's whileNotActive), not once it is deactivated. Beside it, the storage meter (every member reads it).
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SectionCard } from '../../account/components/section-card.tsx';
import { useCall } from '../../data/lib/use-call.ts';
import { FileUpload } from '../../files/components/file-upload.tsx';
import { DeleteFile } from '../../files/lib/files-api.ts';
import { useFileUrl } from '../../files/lib/use-file-url.ts';
import { Tenants, useWorkspace } from '../lib/use-workspace.ts';
import { canChangeLogo } from '../lib/workspace-format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { StorageMeter } from './storage-meter.tsx';

/** The logo's box, in CSS pixels; its image is asked for at twice that for sharp screens. */
const LOGO_SIZE = 96;

export function LogoSection() {
  const { workspace, manage, status } = useWorkspace();
  const tenantId = workspace?.tenantId ?? null;
  const tenant = Tenants.useGet(tenantId, { skip: !tenantId });
  const logo = tenant.data?.logo ?? null;
  const image = useFileUrl(logo, LOGO_SIZE * 2);
  const [remove] = DeleteFile.useMutation();
  const call = useCall();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const canEdit = canChangeLogo(manage, status);
  const name = workspace?.workspace ?? 'The workspace';

  const description = canEdit
    ? 'Shown beside the workspace’s name. A square picture works best; it is resized and converted for the web.'
    : status === 'DEACTIVATED' && manage
      ? 'The workspace is deactivated: its logo stays as it is.'
      : 'The workspace’s logo. Owners and admins can change it.';

  return (
    <SectionCard id="logo" title="Logo and storage" description={description}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
            <Box
              data-testid="workspace-logo"
              sx={{
                width: LOGO_SIZE,
                height: LOGO_SIZE,
                flexShrink: 0,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.default',
                display: 'grid',
                placeItems: 'center',
                overflow: 'hidden',
              }}
            >
              {tenant.isLoading || (logo && image.isLoading) ? (
                <Skeleton
                  variant="rounded"
                  width={LOGO_SIZE}
                  height={LOGO_SIZE}
                  role="status"
                  aria-label="Loading the logo"
                />
              ) : logo && image.url ? (
                <Box
                  component="img"
                  src={image.url}
                  alt={`${name} logo`}
                  onError={image.onError}
                  sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
                />
              ) : (
                <Stack sx={{ alignItems: 'center', gap: 0.5, color: 'text.secondary', px: 1, textAlign: 'center' }}>
                  <BusinessOutlinedIcon aria-hidden />
                  <Typography variant="caption">No logo yet</Typography>
                </Stack>
              )}
            </Box>
            {canEdit ? (
              <Stack sx={{ gap: 1, flex: 1, minWidth: 0 }}>
                <FileUpload
                  purpose="LOGO"
                  label={logo ? 'Replace the logo' : 'Upload a logo'}
                  buttonText={logo ? 'Choose a new logo' : 'Choose a logo'}
                  compact
                  onUploaded={() => void tenant.refetch()}
                />
                {logo ? (
                  <Button
                    color="error"
                    startIcon={<DeleteOutlineIcon aria-hidden />}
                    onClick={() => setConfirmRemove(true)}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    Remove logo
                  </Button>
                ) : null}
              </Stack>
            ) : null}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <StorageMeter />
        </Grid>
      </Grid>
      <ConfirmDialog
        open={confirmRemove}
        title="Remove the logo?"
        confirmLabel="Remove logo"
        tone="danger"
        onClose={() => setConfirmRemove(false)}
        onConfirm={async () => {
          if (!logo) return true;
          const done = await call(() => remove({ variables: { input: { key: logo.key } } }).unwrap(), {
            success: 'Logo removed',
          });
          if (done === undefined) return false;
          void tenant.refetch();
          return true;
        }}
      >
        The logo is deleted for everyone in the workspace. You can upload another at any time.
      </ConfirmDialog>
    </SectionCard>
  );
}
