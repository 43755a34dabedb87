'use client';
// Chooses the channels of one notification type: saves through the data layer's upsert (the user's record
// of that type is updated when it exists, else created) inside the call wrapper, so a failed save shows the
// error as a toast and leaves the form exactly as the user filled it.
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationType,
} from '@innov/contracts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useCall } from '../../data/lib/use-call.ts';
import { CHANNEL_LABELS, type Notification, Notifications, TYPE_LABELS } from '../lib/notifications.ts';

interface Values {
  type: NotificationType | '';
  channels: NotificationChannel[];
}

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
  const form = useForm<Values>({ defaultValues: { type: '', channels: [] } });

  const onSubmit = form.handleSubmit(async (values) => {
    const type = values.type;
    if (!type) return;
    const current = existing.find((n) => n.type === type);
    const saved = await call(() => upsert({ input: { id: current?.id, type, channels: values.channels } }).unwrap(), {
      progress: true,
      success: `${TYPE_LABELS[type]} notifications saved`,
    });
    if (saved) onSaved?.(saved);
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} aria-label="Notification channels" sx={{ gap: 2.5 }}>
      <Controller
        name="type"
        control={form.control}
        rules={{ required: 'Choose a notification type' }}
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Notification type"
            {...field}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? 'Updates the type if you already have it, else adds it.'}
            sx={{ maxWidth: 360 }}
          >
            {NOTIFICATION_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        name="channels"
        control={form.control}
        render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel component="legend">Send them by</FormLabel>
            <FormGroup row>
              {NOTIFICATION_CHANNELS.map((c) => (
                <FormControlLabel
                  key={c}
                  label={CHANNEL_LABELS[c]}
                  control={
                    <Checkbox
                      checked={field.value.includes(c)}
                      onChange={(event) =>
                        field.onChange(event.target.checked ? [...field.value, c] : field.value.filter((v) => v !== c))
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>No channel keeps the type but sends nothing.</FormHelperText>
          </FormControl>
        )}
      />
      <div>
        <Button type="submit" variant="contained" disabled={state.isLoading}>
          {state.isLoading ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </Stack>
  );
}
