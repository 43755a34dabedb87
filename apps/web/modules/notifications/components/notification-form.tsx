'use client';
// Chooses the channels of one notification type: validated with the shared schema (contracts' notifications.ts),
// saved through the data layer's upsert (the user's record of that type is updated when it exists, else created)
// inside the call wrapper, so a failed save shows the error as a toast (a field the service names, beside that
// field too) and leaves the form exactly as the user filled it.
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from '@innov/contracts';
import { ZNotificationSettings } from '@innov/contracts/notifications';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useCall } from '../../data/lib/use-call.ts';
import { FormCheckboxGroup } from '../../forms/components/form-checkbox-group.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { setServerFieldError } from '../../forms/lib/server-error.ts';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { CHANNEL_LABELS, type Notification, Notifications, TYPE_LABELS } from '../lib/notifications.ts';

const CHANNEL_OPTIONS = NOTIFICATION_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] }));

export function NotificationForm({
  existing,
  onSaved,
}: {
  /** The user's current records (to update the one of the chosen type). */
  existing: readonly Notification[];
  onSaved?(record: Notification): void;
}) {
  const call = useCall();
  const [upsert, state] = Notifications.useUpsert();
  const form = useZodForm(ZNotificationSettings, { type: undefined, channels: [] });

  const onSubmit = form.handleSubmit(async ({ type, channels }) => {
    const current = existing.find((n) => n.type === type);
    const saved = await call(() => upsert({ input: { id: current?.id, type, channels } }).unwrap(), {
      progress: true,
      success: `${TYPE_LABELS[type]} notifications saved`,
      onError: (error) => setServerFieldError(form, error),
    });
    if (saved) onSaved?.(saved);
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} aria-label="Notification channels" sx={{ gap: 2.5 }}>
      <FormTextField
        control={form.control}
        name="type"
        select
        label="Notification type"
        helperText="Updates the type if you already have it, else adds it."
        sx={{ maxWidth: 360 }}
      >
        {NOTIFICATION_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {TYPE_LABELS[t]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormCheckboxGroup
        control={form.control}
        name="channels"
        legend="Send them by"
        options={CHANNEL_OPTIONS}
        helperText="No channel keeps the type but sends nothing."
      />
      <div>
        <Button type="submit" variant="contained" disabled={state.isLoading}>
          {state.isLoading ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </Stack>
  );
}
