'use client';
// Two-step verification (optional, seed section 5): an authenticator app (TOTP: QR code and secret, confirmed by
// a first code) and text messages (SMS to a phone number verified by code), the preferred one, and turning them
// off. Only the methods the user pool offers are shown (TOTP setup only when TOTP is offered).
import { CLIENT_MESSAGES } from '@innov/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { ensureAmplifyConfigured } from '../../amplify/lib/configure.ts';
import { TotpSecretPanel } from '../../auth/components/steps/totp-secret-panel.tsx';
import { TOTP_ISSUER } from '../../auth/components/steps/totp-setup-step.tsx';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { accountErrorMessage } from '../lib/account-errors.ts';
import { ZPhoneNumber, ZSmsCode, ZTotpCode } from '../lib/account-schemas.ts';
import {
  confirmUserAttribute,
  fetchMFAPreference,
  fetchUserAttributes,
  poolMfaConfig,
  sendUserAttributeVerificationCode,
  setUpTOTP,
  updateMFAPreference,
  updateUserAttributes,
  verifyTOTPSetup,
} from '../lib/identity.ts';
import { SectionCard } from './section-card.tsx';

type Method = 'TOTP' | 'SMS';

interface MfaState {
  offered: Method[];
  enabled: Method[];
  preferred?: Method;
  phone?: string;
  phoneVerified: boolean;
}

const LABEL: Record<Method, string> = { TOTP: 'Authenticator app', SMS: 'Text message (SMS)' };

function mfaErrorMessage(error: unknown): string {
  const name = (error as { name?: string })?.name;
  if (name === 'EnableSoftwareTokenMFAException' || name === 'CodeMismatchException') {
    return 'That code is not right. Enter the current code.';
  }
  if (name === 'InvalidParameterException') return (error as Error).message;
  return accountErrorMessage(error, 'updateProfile');
}

async function loadState(): Promise<MfaState> {
  await ensureAmplifyConfigured();
  const mfa = poolMfaConfig();
  const offered: Method[] = [];
  if (mfa?.status !== 'off') {
    if (mfa?.totpEnabled) offered.push('TOTP');
    if (mfa?.smsEnabled) offered.push('SMS');
  }
  const [pref, attributes] = await Promise.all([fetchMFAPreference(), fetchUserAttributes()]);
  const enabled = (pref.enabled ?? []).filter((m): m is Method => m === 'TOTP' || m === 'SMS');
  const preferred = pref.preferred === 'TOTP' || pref.preferred === 'SMS' ? pref.preferred : undefined;
  return {
    offered,
    enabled,
    preferred,
    phone: attributes.phone_number,
    phoneVerified: attributes.phone_number_verified === 'true',
  };
}

export function SecuritySection() {
  const { user } = useAuth();
  const [state, setState] = useState<MfaState | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setState(await loadState());
      setLoadError(null);
    } catch (e) {
      setLoadError(accountErrorMessage(e, 'updateProfile'));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function run(label: string, work: () => Promise<void>, success: string) {
    setBusy(label);
    try {
      await work();
      await reload();
      toast.success(success);
    } catch (e) {
      toast.error(mfaErrorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  /** Turning a method on makes it preferred when nothing else is, so sign-in asks for it without a choice. */
  const enableValue = (s: MfaState) => (s.preferred ? 'ENABLED' : 'PREFERRED');

  if (loadError)
    return (
      <SectionCard id="security" title="Two-step verification">
        <Alert severity="error">{loadError}</Alert>
      </SectionCard>
    );
  if (!state) {
    return (
      <SectionCard id="security" title="Two-step verification" busy>
        <Typography sx={{ color: 'text.secondary' }}>Loading your settings…</Typography>
      </SectionCard>
    );
  }

  const on = state.enabled.length > 0;
  return (
    <SectionCard
      id="security"
      title="Two-step verification"
      description="Optional: after your password, sign-in also asks for a code from your phone."
    >
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>Status:</Typography>
          <Chip
            size="small"
            color={on ? 'success' : 'default'}
            label={on ? `On — ${LABEL[state.preferred ?? state.enabled[0] ?? 'TOTP']}` : 'Off'}
            data-testid="mfa-status"
          />
        </Stack>
        {state.offered.length === 0 && (
          <Alert severity="info">{CLIENT_MESSAGES.noValidMfaMethod}: two-step verification is not offered.</Alert>
        )}
        {state.offered.includes('TOTP') && (
          <TotpBlock
            state={state}
            email={user?.email ?? ''}
            busy={busy}
            onDone={reload}
            onToggle={(enable) =>
              run(
                'totp',
                () => updateMFAPreference({ totp: enable ? enableValue(state) : 'DISABLED' }),
                enable ? 'Authenticator app turned on.' : 'Authenticator app turned off.',
              )
            }
            enableValue={enableValue(state)}
          />
        )}
        {state.offered.includes('SMS') && (
          <SmsBlock
            state={state}
            busy={busy}
            onDone={reload}
            enableValue={enableValue(state)}
            onToggle={(enable) =>
              run(
                'sms',
                () => updateMFAPreference({ sms: enable ? enableValue(state) : 'DISABLED' }),
                enable ? 'Text message codes turned on.' : 'Text message codes turned off.',
              )
            }
          />
        )}
        {state.enabled.length > 1 && (
          <>
            <Divider />
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography>Preferred method:</Typography>
              {state.enabled.map((m) => (
                <Button
                  key={m}
                  size="small"
                  variant={state.preferred === m ? 'contained' : 'outlined'}
                  aria-pressed={state.preferred === m}
                  disabled={busy !== null}
                  onClick={() =>
                    run(
                      'preferred',
                      () => updateMFAPreference(m === 'TOTP' ? { totp: 'PREFERRED' } : { sms: 'PREFERRED' }),
                      `${LABEL[m]} is now your preferred method.`,
                    )
                  }
                >
                  {LABEL[m]}
                </Button>
              ))}
            </Stack>
          </>
        )}
        {on && (
          <Button
            variant="outlined"
            color="warning"
            sx={{ alignSelf: 'flex-start' }}
            disabled={busy !== null}
            onClick={() =>
              run(
                'disable',
                () =>
                  updateMFAPreference({
                    ...(state.enabled.includes('TOTP') ? { totp: 'DISABLED' as const } : {}),
                    ...(state.enabled.includes('SMS') ? { sms: 'DISABLED' as const } : {}),
                  }),
                'Two-step verification is off.',
              )
            }
          >
            Turn off two-step verification
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}

interface BlockProps {
  state: MfaState;
  busy: string | null;
  onDone: () => Promise<void>;
  onToggle: (enable: boolean) => Promise<void>;
  enableValue: 'ENABLED' | 'PREFERRED';
}

function TotpBlock({ state, email, busy, onDone, onToggle, enableValue }: BlockProps & { email: string }) {
  const [setup, setSetup] = useState<{ uri: string; secret: string } | null>(null);
  const [starting, setStarting] = useState(false);
  const form = useZodForm(ZTotpCode, { code: '' });
  const working = starting || form.formState.isSubmitting;
  const enabled = state.enabled.includes('TOTP');

  async function start() {
    setStarting(true);
    form.clearErrors();
    try {
      const details = await setUpTOTP();
      setSetup({ uri: details.getSetupUri(TOTP_ISSUER, email).toString(), secret: details.sharedSecret });
    } catch (e) {
      toast.error(mfaErrorMessage(e));
    } finally {
      setStarting(false);
    }
  }

  const verify = form.handleSubmit(async ({ code }) => {
    try {
      await verifyTOTPSetup({ code });
      await updateMFAPreference({ totp: enableValue });
      setSetup(null);
      form.reset();
      await onDone();
      toast.success('Authenticator app set up. Sign-in will ask for its code.');
    } catch (e) {
      form.setError('code', { type: 'server', message: mfaErrorMessage(e) });
    }
  });

  return (
    <Stack sx={{ gap: 1.5 }} data-testid="mfa-totp">
      <Divider />
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {LABEL.TOTP}
        </Typography>
        <Chip size="small" label={enabled ? 'On' : 'Off'} color={enabled ? 'success' : 'default'} />
      </Stack>
      {enabled ? (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => void start()} disabled={working || busy !== null}>
            Use a new authenticator
          </Button>
          <Button variant="text" color="warning" onClick={() => void onToggle(false)} disabled={busy !== null}>
            Turn off
          </Button>
        </Stack>
      ) : (
        !setup && (
          <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => void start()} disabled={working}>
            Set up an authenticator app
          </Button>
        )
      )}
      {setup && (
        <Stack component="form" noValidate onSubmit={verify} sx={{ gap: 1.5 }} aria-label="Set up an authenticator app">
          <Typography variant="body2">
            Scan the QR code with your authenticator app (or enter the secret), then type the 6-digit code it shows.
          </Typography>
          <TotpSecretPanel uri={setup.uri} secret={setup.secret} />
          <FormTextField
            control={form.control}
            name="code"
            label="Code from the app"
            autoComplete="one-time-code"
            helperText=" "
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button type="submit" variant="contained" loading={working}>
              Verify
            </Button>
            <Button onClick={() => setSetup(null)} color="inherit" disabled={working}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

function SmsBlock({ state, busy, onDone, onToggle, enableValue }: BlockProps) {
  const [sent, setSent] = useState(false);
  const [changing, setChanging] = useState(false);
  const phoneForm = useZodForm(ZPhoneNumber, { phone: state.phone ?? '' });
  const codeForm = useZodForm(ZSmsCode, { code: '' });
  const working = phoneForm.formState.isSubmitting || codeForm.formState.isSubmitting;
  const phone = phoneForm.watch('phone');
  const enabled = state.enabled.includes('SMS');
  const verifiedPhone = state.phoneVerified && state.phone ? state.phone : null;

  const sendCode = phoneForm.handleSubmit(async ({ phone: value }) => {
    try {
      if (value !== state.phone) await updateUserAttributes({ userAttributes: { phone_number: value } });
      await sendUserAttributeVerificationCode({ userAttributeKey: 'phone_number' });
      // The number as sent, without the spaces or dashes it was typed with.
      phoneForm.reset({ phone: value });
      codeForm.reset();
      setSent(true);
      toast.success(`We texted a code to ${value}.`);
    } catch (e) {
      phoneForm.setError('phone', { type: 'server', message: mfaErrorMessage(e) });
    }
  });

  const confirm = codeForm.handleSubmit(async ({ code }) => {
    try {
      await confirmUserAttribute({ userAttributeKey: 'phone_number', confirmationCode: code });
      await updateMFAPreference({ sms: enableValue });
      setSent(false);
      setChanging(false);
      codeForm.reset();
      await onDone();
      toast.success('Text message codes turned on.');
    } catch (e) {
      codeForm.setError('code', { type: 'server', message: mfaErrorMessage(e) });
    }
  });

  return (
    <Stack sx={{ gap: 1.5 }} data-testid="mfa-sms">
      <Divider />
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {LABEL.SMS}
        </Typography>
        <Chip size="small" label={enabled ? 'On' : 'Off'} color={enabled ? 'success' : 'default'} />
      </Stack>
      {enabled ? (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">Codes go to {state.phone}.</Typography>
          <Button variant="text" color="warning" onClick={() => void onToggle(false)} disabled={busy !== null}>
            Turn off
          </Button>
        </Stack>
      ) : verifiedPhone && !sent && !changing ? (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">Verified number: {verifiedPhone}.</Typography>
          <Button variant="outlined" onClick={() => void onToggle(true)} disabled={busy !== null}>
            Turn on text message codes
          </Button>
          <Button variant="text" onClick={() => setChanging(true)} disabled={busy !== null}>
            Use another number
          </Button>
        </Stack>
      ) : !sent ? (
        <Stack component="form" noValidate onSubmit={sendCode} sx={{ gap: 1.5 }} aria-label="Verify a phone number">
          <FormTextField
            control={phoneForm.control}
            name="phone"
            label="Mobile phone number"
            type="tel"
            autoComplete="tel"
            helperText="With the country code, such as +447700900123."
          />
          <Button type="submit" variant="outlined" loading={working} sx={{ alignSelf: 'flex-start' }}>
            Text me a code
          </Button>
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={confirm} sx={{ gap: 1.5 }} aria-label="Confirm the phone number">
          <FormTextField
            control={codeForm.control}
            name="code"
            label="Code from the text message"
            autoComplete="one-time-code"
            helperText={`Sent to ${phone}.`}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button type="submit" variant="contained" loading={working}>
              Confirm and turn on
            </Button>
            <Button onClick={() => setSent(false)} color="inherit" disabled={working}>
              Change number
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
