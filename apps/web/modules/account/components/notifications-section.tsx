'use client';
import { type NotificationType, PAGE_SIZE } from '@innov/contracts';
// The account page's notification preferences: for each type (Security, Product, Marketing) the automated
// channels E-mail, Push and SMS; Security's e-mail on and locked; Marketing's e-mail is the marketing consent
// (identity's custom:marketing_update: one setting); Product's daily digest at 08:00 in the profile's time zone;
// Phone, the contact preference the team sees. Turning Push on asks this browser's permission; a browser that
// refuses is explained. One form (useZodForm), saved with one button; a save writes only what changed.
import { NOTIFICATION_DIGEST_HOUR } from '@innov/contracts/notifications';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { useCall } from '../../data/lib/use-call.ts';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { FormSwitch } from '../../forms/components/form-switch.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { setServerError, setServerFieldError } from '../../forms/lib/server-error.ts';
import { useServerValues, useZodForm } from '../../forms/lib/use-zod-form.ts';
import { Notifications } from '../../notifications/lib/notifications.ts';
import { pushPermission, requestPushPermission, type TPushPermission } from '../../notifications/lib/push.ts';
import { accountErrorMessage } from '../lib/account-errors.ts';
import { updateUserAttributes } from '../lib/identity.ts';
import {
  anyPush,
  browserTimeZone,
  MARKETING_ATTRIBUTE,
  preferenceChanges,
  preferencesFrom,
  type TPreferenceRecord,
  timeZoneOptions,
  ZNotificationPreferences,
} from '../lib/notification-preferences.ts';
import { ProfileSettings, useProfileSettings } from '../lib/profile.ts';
import { useUserAttributes } from '../lib/use-user-attributes.ts';
import { SectionCard } from './section-card.tsx';

const DIGEST_TIME = `${String(NOTIFICATION_DIGEST_HOUR).padStart(2, '0')}:00`;

const TYPES: { type: NotificationType; title: string; description: string }[] = [
  {
    type: 'SECURITY',
    title: 'Security',
    description: 'Sign-ins from a new device, changes to your password, e-mail or two-step verification.',
  },
  {
    type: 'PRODUCT',
    title: 'Product',
    description: 'What happens in your workspace: approvals, members, and activity on your work.',
  },
  {
    type: 'MARKETING',
    title: 'Marketing',
    description: 'News about our services, events and offers. Marketing e-mail is your consent to receive them.',
  },
];

/** "(GMT+1) Europe/London": the zone's offset now, for the list. */
function zoneLabel(zone: string, now: Date): string {
  try {
    const offset = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((p) => p.type === 'timeZoneName')?.value;
    return offset ? `(${offset}) ${zone.replaceAll('_', ' ')}` : zone;
  } catch {
    return zone;
  }
}

function PushAdvice({ permission }: { permission: TPushPermission }) {
  if (permission === 'denied')
    return (
      <Alert severity="warning">
        This browser blocks notifications from this site, so it will not show Push notifications. To see them here,
        allow notifications in the browser’s settings for this site, then reload the page. Other browsers you allow
        still show them.
      </Alert>
    );
  if (permission === 'unsupported')
    return (
      <Alert severity="info">
        This browser cannot show notifications from a web page. Push notifications show in browsers that can, while the
        dashboard is open.
      </Alert>
    );
  if (permission === 'default')
    return (
      <Alert severity="info">
        Your browser will ask whether this site may show notifications. Allow it to see Push notifications here.
      </Alert>
    );
  return null;
}

function TypeRow({
  title,
  description,
  id,
  note,
  children,
  extra,
}: {
  title: string;
  description: string;
  id: string;
  /** A line under the description (why a channel is locked), with the id the switch points to. */
  note?: { id: string; text: string };
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Box role="group" aria-labelledby={id} sx={{ py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
          gap: { xs: 1, md: 3 },
          alignItems: 'start',
        }}
      >
        <div>
          <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {description}
          </Typography>
          {note ? (
            <Typography
              id={note.id}
              variant="body2"
              sx={{ color: 'text.secondary', mt: 0.5, display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <LockOutlinedIcon aria-hidden sx={{ fontSize: 16 }} />
              {note.text}
            </Typography>
          ) : null}
        </div>
        {/* One column per channel, so the switches line up from one type to the next. */}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', md: 'repeat(3, 104px)' },
            columnGap: 2,
            alignItems: 'start',
          }}
        >
          {children}
        </Box>
      </Box>
      {extra}
    </Box>
  );
}

export function NotificationsSection() {
  const baseId = useId();
  const call = useCall();
  const records = Notifications.useList({ args: { limit: PAGE_SIZE } });
  const { attributes, error: attributesError, reload: reloadAttributes } = useUserAttributes();
  const profile = useProfileSettings();
  const [upsert] = Notifications.useUpsert();
  const [updateProfile] = ProfileSettings.useUpdate();
  const [permission, setPermission] = useState<TPushPermission>('default');
  const [fallbackZone, setFallbackZone] = useState('UTC');
  const form = useZodForm(ZNotificationPreferences, {
    SECURITY: { email: true, push: false, sms: false },
    PRODUCT: { email: true, push: false, sms: false },
    MARKETING: { email: false, push: false, sms: false },
    digest: false,
    phone: false,
    timeZone: 'UTC',
  });

  useEffect(() => {
    setPermission(pushPermission());
    setFallbackZone(browserTimeZone());
  }, []);

  const stored: TPreferenceRecord[] = (records.data?.items ?? []) as TPreferenceRecord[];
  // A profile may be missing (an account an administrator created has none until it is set up): no time zone then.
  const hasProfile = Boolean(profile.data);
  const loaded = Boolean(records.data && attributes && profile.data !== undefined);
  const current = useMemo(
    () =>
      loaded
        ? preferencesFrom({
            records: stored,
            marketingConsent: attributes?.[MARKETING_ATTRIBUTE] === 'true',
            timeZone: profile.data?.timeZone,
            fallbackTimeZone: fallbackZone,
          })
        : null,
    // `stored` is derived from records.data.
    [loaded, records.data, attributes, profile.data, fallbackZone],
  );

  // What the services hold becomes the form, except in the fields the user is changing.
  const { isDirty, isSubmitting } = form.formState;
  useServerValues(form, current);

  const values = form.watch();
  const zones = useMemo(() => {
    const now = new Date();
    return timeZoneOptions(values.timeZone).map((zone) => ({ zone, label: zoneLabel(zone, now) }));
  }, [values.timeZone]);

  async function beforePush(next: boolean): Promise<boolean> {
    if (next && permission === 'default') setPermission(await requestPushPermission());
    // The choice is the account's: kept even where this browser refuses (another one may show them).
    return true;
  }

  const onSubmit = form.handleSubmit(async (after) => {
    if (!current) return;
    const changes = preferenceChanges(stored, current, after, profile.data?.timeZone);
    if (changes.marketingConsent !== undefined) {
      try {
        await updateUserAttributes({ userAttributes: { [MARKETING_ATTRIBUTE]: String(changes.marketingConsent) } });
      } catch (e) {
        const message = accountErrorMessage(e, 'updateProfile');
        setServerError(form, message);
        toast.error(message);
        return;
      }
    }
    const saved = await call(
      async () => {
        for (const record of changes.records) await upsert({ input: record }).unwrap();
        if (changes.timeZone && hasProfile && profile.data)
          await updateProfile({ input: { id: profile.data.id, timeZone: changes.timeZone } }).unwrap();
        return true;
      },
      {
        progress: true,
        success: 'Notification preferences saved',
        onError: (error) => {
          if (!setServerFieldError(form, error)) setServerError(form, 'Your preferences could not be saved.');
        },
      },
    );
    if (!saved) return;
    if (changes.marketingConsent !== undefined) await reloadAttributes();
    form.reset(after);
  });

  const failed = records.error || (attributesError && !attributes) || profile.error;
  const productEmail = values.PRODUCT?.email;
  const hasPhone = Boolean(attributes?.phone_number);

  return (
    <SectionCard
      id="notifications"
      title="Notifications"
      busy={!current && !failed}
      description="Choose how each kind of notification reaches you. They always appear under the bell at the top of the dashboard."
    >
      {failed && !current ? (
        <RetryAlert
          onRetry={() => {
            void records.refetch();
            void reloadAttributes();
            void profile.refetch();
          }}
        >
          Your notification preferences could not be loaded.
        </RetryAlert>
      ) : !current ? (
        <Stack sx={{ gap: 1.5 }} role="status" aria-label="Loading notification preferences">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={64} />
          ))}
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={onSubmit} aria-label="Notification preferences" sx={{ gap: 2 }}>
          <div>
            {TYPES.map(({ type, title, description }) => (
              <TypeRow
                key={type}
                id={`${baseId}-${type}`}
                title={title}
                description={description}
                note={
                  type === 'SECURITY'
                    ? { id: `${baseId}-locked`, text: 'Security e-mails are always sent.' }
                    : undefined
                }
                extra={
                  type === 'PRODUCT' ? (
                    <Stack
                      direction={{ xs: 'column', sm: 'row' }}
                      sx={{ gap: 2, mt: 2, pl: { sm: 2 }, alignItems: { sm: 'flex-start' } }}
                    >
                      <FormSwitch
                        control={form.control}
                        name="digest"
                        label={`Daily digest at ${DIGEST_TIME}`}
                        disabled={!productEmail}
                        helperText={
                          productEmail
                            ? 'One e-mail a day with your Product notifications, instead of one each time.'
                            : 'Turn on Product e-mail to get a daily digest.'
                        }
                      />
                      {hasProfile ? (
                        <FormTextField
                          control={form.control}
                          name="timeZone"
                          label="Time zone"
                          select
                          size="small"
                          helperText={`The digest goes out at ${DIGEST_TIME} in this time zone.`}
                          slotProps={{ select: { native: true } }}
                          sx={{ minWidth: { sm: 280 }, maxWidth: { sm: 320 } }}
                        >
                          {zones.map(({ zone, label }) => (
                            <option key={zone} value={zone}>
                              {label}
                            </option>
                          ))}
                        </FormTextField>
                      ) : (
                        <Typography variant="body2" sx={{ color: 'text.secondary', pt: 1 }}>
                          The digest goes out at {DIGEST_TIME} in this browser’s time zone ({values.timeZone}).
                        </Typography>
                      )}
                    </Stack>
                  ) : null
                }
              >
                <FormSwitch
                  control={form.control}
                  name={`${type}.email`}
                  label="E-mail"
                  locked={type === 'SECURITY'}
                  describedBy={type === 'SECURITY' ? `${baseId}-locked` : undefined}
                />
                <FormSwitch control={form.control} name={`${type}.push`} label="Push" beforeChange={beforePush} />
                <FormSwitch control={form.control} name={`${type}.sms`} label="SMS" />
              </TypeRow>
            ))}
          </div>
          {anyPush(values) ? <PushAdvice permission={permission} /> : null}
          {(values.SECURITY?.sms || values.PRODUCT?.sms || values.MARKETING?.sms) && !hasPhone ? (
            <Alert severity="info">
              Text messages need a phone number. Add one under Two-step verification; texts start once it is there.
            </Alert>
          ) : null}
          <Divider />
          <FormSwitch
            control={form.control}
            name="phone"
            label="Our team may phone me"
            helperText="Phone is a contact preference our team sees, not an automated channel: nothing calls you automatically."
          />
          <FormServerError control={form.control} />
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" loading={isSubmitting} disabled={!isDirty}>
              Save preferences
            </Button>
            <Button disabled={!isDirty || isSubmitting} onClick={() => form.reset(current)}>
              Discard changes
            </Button>
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}
