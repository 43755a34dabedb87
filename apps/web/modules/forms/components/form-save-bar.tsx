'use client';
// The save row under a section's form: the submit button (busy while saving) and, once something changed, Discard
// and a quiet "Unsaved changes". The dashboard renders these forms on the server with the workspace's values, so
// the submit button stays disabled until the page hydrates: a press before that would send the form natively.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useHydrated } from '../../auth/lib/use-hydrated.ts';

export function FormSaveBar({
  label,
  submitting,
  dirty,
  onDiscard,
}: {
  label: string;
  submitting: boolean;
  dirty: boolean;
  onDiscard: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <Stack direction="row" sx={{ mt: 3, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button type="submit" variant="contained" loading={submitting} disabled={!hydrated}>
        {label}
      </Button>
      {dirty && (
        <>
          <Button color="inherit" onClick={onDiscard}>
            Discard
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Unsaved changes
          </Typography>
        </>
      )}
    </Stack>
  );
}
