'use client';
// The profile picture (files/components/avatar-editor.tsx) and the given and family name (UpdateUserAttributes). A
// failed save keeps what the user typed.
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import toast from 'react-hot-toast';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { NAME_MAX_LENGTH } from '../../auth/lib/auth-schemas.ts';
import { AvatarEditor } from '../../files/components/avatar-editor.tsx';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { serverErrorOf, setServerError } from '../../forms/lib/server-error.ts';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { accountErrorMessage } from '../lib/account-errors.ts';
import { ZProfile } from '../lib/account-schemas.ts';
import { updateUserAttributes } from '../lib/identity.ts';
import { SectionCard } from './section-card.tsx';

export function ProfileSection() {
  const { user, refreshUser } = useAuth();
  const form = useZodForm(ZProfile, { givenName: user?.givenName ?? '', familyName: user?.familyName ?? '' });
  const [givenName = '', familyName = ''] = form.watch(['givenName', 'familyName']);
  const failed = serverErrorOf(form.formState.errors) !== undefined;
  const unchanged = givenName.trim() === (user?.givenName ?? '') && familyName.trim() === (user?.familyName ?? '');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateUserAttributes({ userAttributes: { given_name: values.givenName, family_name: values.familyName } });
      await refreshUser();
      toast.success('Your name is saved.');
    } catch (e) {
      const message = accountErrorMessage(e, 'updateProfile');
      setServerError(form, message);
      toast.error(message);
    }
  });

  return (
    <SectionCard id="profile" title="Profile" description="Your picture and name as the people you work with see them.">
      <AvatarEditor name={user?.name ?? ''} email={user?.email ?? ''} />
      <Divider sx={{ my: 3 }} />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={form.control}
            name="givenName"
            label="Given name"
            autoComplete="given-name"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
          />
          <FormTextField
            control={form.control}
            name="familyName"
            label="Family name"
            autoComplete="family-name"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
          />
        </Stack>
        <FormServerError control={form.control} />
        <div>
          <Button
            type="submit"
            variant="contained"
            loading={form.formState.isSubmitting}
            disabled={unchanged && !failed}
          >
            Save name
          </Button>
        </div>
      </Stack>
    </SectionCard>
  );
}
