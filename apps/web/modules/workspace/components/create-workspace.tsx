'use client';
// For a user with no workspace (removed, declined, left, or theirs deleted): create one (createWorkspace: a new
// workspace waiting for approval, with them as its owner), or accept an invitation waiting for them.
import { ZWorkspaceName } from '@innov/contracts';
import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { useCall } from '../../data/lib/use-call.ts';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { setServerError, setServerFieldError } from '../../forms/lib/server-error.ts';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { useMoveOn } from '../lib/session.ts';
import { CreateWorkspace } from '../lib/workspace-api.ts';
import { MyInvitationsCard } from './my-invitations.tsx';

const ZCreateWorkspace = z.object({ workspace: ZWorkspaceName });

export function CreateWorkspaceView({ deleted }: { deleted: boolean }) {
  const form = useZodForm(ZCreateWorkspace, { workspace: '' });
  const [create] = CreateWorkspace.useMutation();
  const call = useCall();
  const moveOn = useMoveOn();

  const onSubmit = form.handleSubmit(async (values) => {
    const done = await call(() => create({ variables: { input: values } }).unwrap(), {
      progress: true,
      success: `${values.workspace} is created and waiting for approval`,
      onError: (error) => {
        if (!setServerFieldError(form, error)) setServerError(form, (error as Error).message);
      },
    });
    if (done !== undefined) await moveOn('/dashboard/companies');
  });

  return (
    <Stack spacing={3}>
      <MyInvitationsCard />
      <Card variant="outlined" component="section" aria-labelledby="create-workspace-heading">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3 }}>
            <Box
              sx={{
                width: 56,
                height: 56,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.selected',
                flexShrink: 0,
              }}
            >
              <AddBusinessOutlinedIcon aria-hidden />
            </Box>
            <Box sx={{ flex: 1, maxWidth: 520 }}>
              <Typography id="create-workspace-heading" variant="h6" component="h2">
                Create a workspace
              </Typography>
              <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
                {deleted
                  ? 'Your workspace was deleted. Start a new one for your company, or join one by invitation.'
                  : 'You are not part of a workspace. Start one for your company, or ask a colleague for an invitation.'}{' '}
                A new workspace is reviewed by our team before its features open.
              </Typography>
              <Box component="form" onSubmit={onSubmit} noValidate aria-label="Create a workspace">
                <FormTextField
                  control={form.control}
                  name="workspace"
                  label="Workspace name"
                  placeholder="Your company’s name"
                  autoComplete="organization"
                  required
                  fullWidth
                />
                <FormServerError control={form.control} sx={{ mt: 2 }} />
                <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={form.formState.isSubmitting}>
                  Create workspace
                </Button>
              </Box>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
