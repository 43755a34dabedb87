'use client';
// Password change: the current and the new password (ChangePassword), with the pool's policy shown live.
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ensureAmplifyConfigured } from '../../amplify/lib/configure.ts';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { visuallyHidden } from '../../layout/lib/visually-hidden.ts';
import { accountErrorMessage } from '../lib/account-errors.ts';
import { updatePassword } from '../lib/identity.ts';
import { passwordRules, policyFromConfig, SEED_PASSWORD_POLICY, type TPasswordPolicy } from '../lib/password-policy.ts';
import { SectionCard } from './section-card.tsx';

export function PasswordSection() {
  const { user } = useAuth();
  const [policy, setPolicy] = useState<TPasswordPolicy>(SEED_PASSWORD_POLICY);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [show, setShow] = useState(false);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rulesId = useId();

  useEffect(() => {
    ensureAmplifyConfigured().then(
      (config) => setPolicy(policyFromConfig(config)),
      () => undefined,
    );
  }, []);

  const rules = passwordRules(newPassword, policy);
  const policyMet = rules.every((r) => r.met);
  const oldError = touched && !oldPassword ? 'Enter your current password.' : undefined;
  const newError =
    touched && !policyMet
      ? 'The new password does not meet every rule below.'
      : touched && newPassword === oldPassword && newPassword
        ? 'Choose a password different from the current one.'
        : undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!oldPassword || !policyMet || newPassword === oldPassword) return;
    setSaving(true);
    setError(null);
    try {
      await ensureAmplifyConfigured();
      await updatePassword({ oldPassword, newPassword });
      setOldPassword('');
      setNewPassword('');
      setTouched(false);
      toast.success('Your password is changed.');
    } catch (e) {
      const message = accountErrorMessage(e, 'updatePassword');
      setError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  }

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
        <TextField
          label="Current password"
          name="currentPassword"
          type={show ? 'text' : 'password'}
          autoComplete="current-password"
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
          error={Boolean(oldError)}
          helperText={oldError}
          required
          slotProps={{ input: { endAdornment: toggle } }}
        />
        <TextField
          label="New password"
          name="newPassword"
          type={show ? 'text' : 'password'}
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          error={Boolean(newError)}
          helperText={newError}
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
        {error && <Alert severity="error">{error}</Alert>}
        <div>
          <Button type="submit" variant="contained" loading={saving}>
            Change password
          </Button>
        </div>
      </Stack>
    </SectionCard>
  );
}
