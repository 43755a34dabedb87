'use client';
// The save row under a section's form: the submit button (busy while saving) and, once something changed, Discard
// and a quiet "Unsaved changes".
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

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
  return (
    <Stack direction="row" sx={{ mt: 3, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button type="submit" variant="contained" loading={submitting}>
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
