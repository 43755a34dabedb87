'use client';
// A template's form shown as the people writing an idea will see it (answers can be tried and checked), with its
// name, description, version and field count; "Use template" starts an idea from it. `version` shows an earlier
// version (the builder's version history).
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { FormPreview } from '../../form-builder/components/form-preview.tsx';
import { createFromTemplateHref, fieldCount, type IdeaTemplate, TemplateQuery } from '../lib/templates-api.ts';

export function TemplatePreviewDialog({
  template,
  version,
  open,
  onClose,
  canUse,
}: {
  /** What the list already knows (shown at once); the version's own fields are fetched when `version` is given. */
  template: Pick<IdeaTemplate, 'id' | 'name'> & Partial<IdeaTemplate>;
  version?: number;
  open: boolean;
  onClose(): void;
  canUse: boolean;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const needsFetch = version !== undefined || !template.fields;
  const query = TemplateQuery.useQuery(
    { variables: { id: template.id, ...(version !== undefined ? { version } : {}) } },
    { skip: !open || !needsFetch },
  );
  const shown = needsFetch ? query.data : (template as IdeaTemplate);
  const titleId = `template-preview-${template.id}`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {shown?.name ?? template.name}
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
          {shown ? `Version ${shown.version} · ${fieldCount(shown.fields.length)}` : ' '}
        </Typography>
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {shown ? (
          <Stack sx={{ gap: 3 }}>
            {shown.description ? <Typography sx={{ color: 'text.secondary' }}>{shown.description}</Typography> : null}
            {shown.status === 'ARCHIVED' ? (
              <Alert severity="info" variant="outlined">
                This template is archived: new ideas cannot use it, and the ideas written with it keep it.
              </Alert>
            ) : null}
            <FormPreview fields={shown.fields} idPrefix={`${titleId}-v${shown.version}`} />
          </Stack>
        ) : query.isError ? (
          <RetryAlert onRetry={() => void query.refetch()}>{toErrorMessage(query.error)}</RetryAlert>
        ) : query.isFetching || query.isLoading ? (
          <Stack sx={{ gap: 2 }} role="status" aria-label="Loading the template">
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={120} />
          </Stack>
        ) : (
          <Alert severity="warning">This template could not be found.</Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Close
        </Button>
        {canUse && shown && shown.status !== 'ARCHIVED' && version === undefined ? (
          <Button variant="contained" href={createFromTemplateHref(template.id)}>
            Use template
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
