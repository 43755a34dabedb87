'use client';
// Remembered devices: browsers where the user ticked "Remember this device" after a two-step sign-in, so they
// skip the code there. Each shows its name and last sign-in; forgetting one brings the code back on it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { format, formatDistanceToNow } from 'date-fns';
import { useCallback, useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { accountErrorMessage } from '../lib/account-errors.ts';
import { type FetchDevicesOutput, fetchDevices, forgetDevice } from '../lib/identity.ts';
import { SectionCard } from './section-card.tsx';

type Device = FetchDevicesOutput[number];

/** A readable name from the user agent Amplify records as the device name. */
export function describeDevice(name: string | undefined): string {
  if (!name) return 'Unnamed device';
  const browser = /Edg\//.test(name)
    ? 'Edge'
    : /Firefox\//.test(name)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(name)
        ? 'Chrome'
        : /Safari\//.test(name)
          ? 'Safari'
          : null;
  const system = /Windows/.test(name)
    ? 'Windows'
    : /Android/.test(name)
      ? 'Android'
      : /iPhone|iPad|iOS/.test(name)
        ? 'iOS'
        : /Mac OS X|macOS/.test(name)
          ? 'macOS'
          : /Linux/.test(name)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return name.length > 60 ? `${name.slice(0, 57)}…` : name;
}

export function DevicesSection() {
  const [devices, setDevices] = useState<Device[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [forgetting, setForgetting] = useState<Device | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const textId = useId();

  const reload = useCallback(async () => {
    try {
      const all = await fetchDevices();
      setDevices(all.filter((d) => d.attributes['dev:device_remembered_status'] === 'remembered'));
      setError(null);
    } catch (e) {
      setError(accountErrorMessage(e, 'updateProfile'));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function onForget() {
    if (!forgetting) return;
    setBusy(true);
    try {
      await forgetDevice({ device: { id: forgetting.id } });
      toast.success('Device forgotten: it will ask for a code at the next sign-in.');
      setForgetting(null);
      await reload();
    } catch (e) {
      toast.error(accountErrorMessage(e, 'updateProfile'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SectionCard
      id="devices"
      title="Remembered devices"
      busy={!error && devices === null}
      description="Devices where you chose “Remember this device” skip the two-step code. Forget any you no longer use."
    >
      {error && <Alert severity="error">{error}</Alert>}
      {!error && devices === null && <Typography sx={{ color: 'text.secondary' }}>Loading your devices…</Typography>}
      {devices?.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }} data-testid="devices-empty">
          No remembered devices. Tick “Remember this device” when you next sign in with a code.
        </Typography>
      )}
      {devices && devices.length > 0 && (
        <List disablePadding aria-label="Remembered devices" data-testid="devices-list">
          {devices.map((d) => {
            const last = d.lastAuthenticatedDate;
            return (
              <ListItem
                key={d.id}
                disableGutters
                divider
                secondaryAction={
                  <Button
                    size="small"
                    color="warning"
                    onClick={() => setForgetting(d)}
                    aria-label={`Forget ${describeDevice(d.name)}`}
                  >
                    Forget
                  </Button>
                }
                sx={{ pr: 12 }}
              >
                <ListItemText
                  primary={describeDevice(d.name)}
                  secondary={
                    last ? (
                      <time dateTime={last.toISOString()} title={format(last, 'PPpp')}>
                        Last sign-in {formatDistanceToNow(last, { addSuffix: true })}
                      </time>
                    ) : (
                      'No sign-in recorded yet'
                    )
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <Dialog
        open={forgetting !== null}
        onClose={() => !busy && setForgetting(null)}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <DialogTitle id={titleId}>Forget this device?</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {describeDevice(forgetting?.name)} will ask for a two-step code at its next sign-in.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setForgetting(null)} disabled={busy} color="inherit">
            Cancel
          </Button>
          <Button onClick={() => void onForget()} loading={busy} variant="contained" color="warning">
            Forget device
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
