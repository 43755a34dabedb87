'use client';
// Password change: the current and the new password (ChangePassword), with the pool's policy shown live.
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { ensureAmplifyConfigured } from '../../amplify/lib/configure.ts';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { setServerError } from '../../forms/lib/server-error.ts';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { visuallyHidden } from '../../layout/lib/visually-hidden.ts';
import { accountErrorMessage } from '../lib/account-errors.ts';
import { passwordChangeSchema } from '../lib/account-schemas.ts';
import { updatePassword } from '../lib/identity.ts';
import { passwordRules, policyFromConfig, SEED_PASSWORD_POLICY, type TPasswordPolicy } from '../lib/password-policy.ts';
import { SectionCard } from './section-card.tsx';

export function PasswordSection() {
  const { user } = useAuth();
  const [policy, setPolicy] = useState<TPasswordPolicy>(SEED_PASSWORD_POLICY);
  const [show, setShow] = useState(false);
  const rulesId = useId();
  const schema = useMemo(() => passwordChangeSchema(policy), [policy]);
  const form = useZodForm(schema, { currentPassword: '', newPassword: '' });

  useEffect(() => {
    ensureAmplifyConfigured().then(
      (config) => setPolicy(policyFromConfig(config)),
      () => undefined,
    );
  }, []);

  const rules = passwordRules(form.watch('newPassword') ?? '', policy);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await updatePassword({ oldPassword: currentPassword, newPassword });
      form.reset();
      toast.success('Your password is changed.');
    } catch (e) {
      const message = accountErrorMessage(e, 'updatePassword');
      setServerError(form, message);
      toast.error(message);
    }
  });

  const toggle = (
    <InputAdornment position="end">
      <IconButton
        aria-label={show ? 'Hide passwords' : 'Show passwords'}
        aria-pressed={show}
        onClick={() => setShow((v) => !v)}
        edge="end"
      >
        {show ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );

  return (
    <SectionCard id="password" title="Password" description="Other devices stay signed in after a change.">
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ maxWidth: 520 }}>
        {/* Lets password managers tie the new password to the account. */}
        <Box
          component="input"
          type="email"
          name="username"
          autoComplete="username"
          value={user?.email ?? ''}
          hidden
          readOnly
        />
        <FormTextField
          control={form.control}
          name="currentPassword"
          label="Current password"
          type={show ? 'text' : 'password'}
          autoComplete="current-password"
          required
          slotProps={{ input: { endAdornment: toggle } }}
        />
        <FormTextField
          control={form.control}
          name="newPassword"
          label="New password"
          type={show ? 'text' : 'password'}
          autoComplete="new-password"
          required
          slotProps={{ htmlInput: { 'aria-describedby': rulesId } }}
        />
        <Box
          component="ul"
          id={rulesId}
          aria-label="Password rules"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
        >
          {rules.map((rule) => (
            <Stack
              component="li"
              key={rule.id}
              direction="row"
              sx={{ gap: 1, alignItems: 'center' }}
              data-met={rule.met}
            >
              {rule.met ? (
                <CheckIcon fontSize="small" color="success" aria-hidden />
              ) : (
                <CloseIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
              )}
              <Typography variant="body2" sx={{ color: rule.met ? 'text.primary' : 'text.secondary' }}>
                {rule.label}
                <Box component="span" sx={visuallyHidden}>
                  {rule.met ? ': met' : ': not met yet'}
                </Box>
              </Typography>
            </Stack>
          ))}
        </Box>
        <FormServerError control={form.control} />
        <div>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Change password
          </Button>
        </div>
      </Stack>
    </SectionCard>
  );
}
