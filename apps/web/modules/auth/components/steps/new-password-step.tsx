'use client';
// CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED: an administrator created the account with a temporary password;
// the user chooses their own (policy shown live) and fills any required attribute the account lacks.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { z } from 'zod';
import { useZodForm } from '../../../forms/lib/use-zod-form.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { mapAuthError } from '../../lib/auth-errors.ts';
import { zPassword } from '../../lib/auth-schemas.ts';
import { AuthCard } from '../auth-card.tsx';
import { FormAlert } from '../form-alert.tsx';
import { PasswordField } from '../password-field.tsx';
import { PasswordPolicy } from '../password-policy.tsx';
import type { SignInStepProps } from './sign-in-step-props.ts';

/** Labels for the attributes a pool may require; others show their own name. */
const ATTRIBUTE_LABELS: Record<string, string> = {
  given_name: 'Given name',
  family_name: 'Family name',
  name: 'Full name',
  phone_number: 'Phone number (with country code, e.g. +447700900123)',
  birthdate: 'Birth date (YYYY-MM-DD)',
  nickname: 'Nickname',
  preferred_username: 'Preferred username',
  address: 'Address',
};

type Step = Extract<SignInStepProps['nextStep'], { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' }>;

export function NewPasswordStep({ nextStep, onResult, onRestart }: SignInStepProps<Step>) {
  const { confirmSignIn } = useAuth();
  const policyId = useId();
  const [error, setError] = useState<string | null>(null);
  // Attribute names may come prefixed (`userAttributes.given_name`); email is fixed by the account.
  const missing = (nextStep.missingAttributes ?? [])
    .map((name) => String(name).replace(/^userAttributes\./, ''))
    .filter((name) => name !== 'email');
  const schema = z
    .object({
      password: zPassword,
      confirmPassword: z.string(),
      attributes: z.object(
        Object.fromEntries(
          missing.map((name) => [
            name,
            z
              .string()
              .trim()
              .min(1, `${ATTRIBUTE_LABELS[name] ?? name} cannot be empty`),
          ]),
        ),
      ),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: 'The passwords do not match.',
    });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, {
    password: '',
    confirmPassword: '',
    attributes: Object.fromEntries(missing.map((name) => [name, ''])),
  });
  const password = watch('password') ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const output = await confirmSignIn({
        challengeResponse: values.password,
        options: missing.length ? { userAttributes: values.attributes } : undefined,
      });
      await onResult(output);
    } catch (e) {
      const name = (e as { name?: string })?.name;
      // The session of this challenge is over (expired or used): start again.
      if (name === 'NotAuthorizedException' || name === 'SignInException') onRestart(mapAuthError(e, 'confirmSignIn'));
      else setError(mapAuthError(e, 'confirmSignIn'));
    }
  });

  return (
    <AuthCard
      title="Choose a new password"
      description="Your account was created with a temporary password. Choose your own to finish signing in."
      testId="step-new-password"
    >
      <FormAlert message={error} />
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ gap: 2 }}>
        {missing.map((name) => {
          const fieldError = (errors.attributes as Record<string, { message?: string }> | undefined)?.[name];
          return (
            <TextField
              key={name}
              label={ATTRIBUTE_LABELS[name] ?? name}
              required
              error={Boolean(fieldError)}
              helperText={fieldError?.message}
              {...register(`attributes.${name}` as const)}
            />
          );
        })}
        <div>
          <PasswordField
            label="New password"
            required
            fullWidth
            autoComplete="new-password"
            autoFocus
            describedBy={policyId}
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
            {...register('password')}
          />
          <PasswordPolicy id={policyId} password={password} />
        </div>
        <PasswordField
          label="Confirm new password"
          required
          fullWidth
          autoComplete="new-password"
          error={Boolean(errors.confirmPassword)}
          helperText={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Set password and sign in'}
        </Button>
        <Button variant="text" onClick={() => onRestart()}>
          Cancel and start again
        </Button>
      </Stack>
    </AuthCard>
  );
}
