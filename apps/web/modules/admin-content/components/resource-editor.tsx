'use client';
// /admin/content/new and /admin/content/[resourceId]: a resource's editor. The Markdown is previewed as it is typed
// with the public site's own renderer (what /resources/{id} will show); the cover is uploaded through the files
// module (a public COVER image); the read time is computed by the server from the content. An existing resource
// shows its status with the actions that move it: publish now, schedule for a date and time (published by a job
// then), unpublish (a dialog), delete (a dialog with the admin's password).
import { RESOURCE_TYPES, readTimeMinutes, type StoredFile } from '@innov/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AdminPage } from '../../admin/components/admin-page.tsx';
import { AdminRecordFallback } from '../../admin/components/admin-record-fallback.tsx';
import { ConfirmActionDialog } from '../../admin/components/confirm-action-dialog.tsx';
import { useCall } from '../../data/lib/use-call.ts';
import { FileUpload } from '../../files/components/file-upload.tsx';
import { FormServerError } from '../../forms/components/form-server-error.tsx';
import { FormSwitch } from '../../forms/components/form-switch.tsx';
import { FormTextField } from '../../forms/components/form-text-field.tsx';
import { setServerFieldError } from '../../forms/lib/server-error.ts';
import { useZodForm } from '../../forms/lib/use-zod-form.ts';
import { Markdown } from '../../resources/components/markdown.tsx';
import {
  AdminGetResource,
  DeleteResource,
  dateTimeText,
  fromLocalInput,
  PublishResource,
  RESOURCE_STATUS_CHIPS,
  RESOURCE_TYPE_LABELS,
  resourceFormValues,
  SaveResource,
  saveResourceInput,
  type TAdminResource,
  toLocalInput,
  UnpublishResource,
  ZResourceForm,
} from '../lib/admin-content.ts';

export function ResourceEditor({ resourceId }: { resourceId: string | null }) {
  const query = AdminGetResource.useQuery({ variables: { id: resourceId ?? '' } }, { skip: !resourceId });
  if (resourceId && (query.isLoading || !query.data))
    return (
      <AdminRecordFallback
        loading={query.isLoading}
        error={query.error}
        overline={<BackLink />}
        noun="resource"
        back={{ href: '/admin/content', label: 'Back to the content' }}
      />
    );
  return <EditorForm key={query.data?.updatedAt ?? 'new'} resource={query.data ?? null} />;
}

function BackLink() {
  return (
    <Link component={NextLink} href="/admin/content">
      Content
    </Link>
  );
}

function EditorForm({ resource }: { resource: TAdminResource | null }) {
  const router = useRouter();
  const call = useCall();
  const [save] = SaveResource.useMutation();
  const form = useZodForm(ZResourceForm, resourceFormValues(resource));
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';
  const cover = useWatch({ control: form.control, name: 'cover' }) ?? '';
  const title = useWatch({ control: form.control, name: 'title' }) ?? '';
  const previewId = useId();

  const submit = form.handleSubmit(async (values) => {
    const saved = await call(
      () => save({ variables: { input: saveResourceInput(resource?.id ?? null, values) } }).unwrap(),
      {
        progress: true,
        success: resource ? 'Resource saved' : 'Draft created',
        onError: (error) => setServerFieldError(form, error),
      },
    );
    if (!saved) return;
    if (!resource) router.replace(`/admin/content/${saved.id}`);
    else form.reset(resourceFormValues(saved));
  });

  return (
    <AdminPage
      title={resource ? resource.title : 'New resource'}
      overline={<BackLink />}
      description={
        resource ? (
          <>
            <Chip
              size="small"
              variant="outlined"
              label={RESOURCE_STATUS_CHIPS[resource.status].label}
              color={RESOURCE_STATUS_CHIPS[resource.status].color}
              sx={{ mr: 1 }}
            />
            {resource.status === 'SCHEDULED'
              ? `Publishes ${dateTimeText(resource.publishedAt)}`
              : resource.status === 'PUBLISHED'
                ? `Published ${dateTimeText(resource.publishedAt)}`
                : `Last saved ${dateTimeText(resource.updatedAt)}`}
          </>
        ) : (
          'Saved as a draft: nobody sees it until it is published.'
        )
      }
    >
      {resource && <PublishPanel resource={resource} dirty={form.formState.isDirty} />}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label="Resource"
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } }}
      >
        <Stack spacing={2.5}>
          <FormServerError control={form.control} />
          <FormTextField control={form.control} name="title" label="Title" required fullWidth />
          <FormTextField
            control={form.control}
            name="slug"
            label="Slug"
            fullWidth
            helperText="Lower-case letters, digits and hyphens. Left empty, it is made from the title."
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <FormTextField control={form.control} name="type" label="Type" select required fullWidth>
              {RESOURCE_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {RESOURCE_TYPE_LABELS[t]}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={form.control} name="category" label="Category" fullWidth />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <FormTextField control={form.control} name="authorName" label="Author" fullWidth />
            <FormTextField
              control={form.control}
              name="hashtags"
              label="Hashtags"
              fullWidth
              helperText="Separated by spaces or commas, e.g. #ai #funding"
            />
          </Stack>
          <FormTextField
            control={form.control}
            name="shortDescription"
            label="Short description"
            multiline
            minRows={2}
            fullWidth
            helperText="Shown on the resource's card."
          />
          <FormTextField
            control={form.control}
            name="content"
            label="Content (Markdown)"
            multiline
            minRows={14}
            fullWidth
            helperText={`About ${readTimeMinutes(content)} min read.`}
            slotProps={{ htmlInput: { 'aria-controls': previewId, spellCheck: true } }}
          />
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="h2">
              Cover image
            </Typography>
            {cover ? (
              <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
                <Box
                  component="img"
                  src={cover}
                  alt="The cover as it is now"
                  sx={{
                    width: 160,
                    height: 90,
                    objectFit: 'cover',
                    borderRadius: 1,
                    border: 1,
                    borderColor: 'divider',
                  }}
                />
                <Button color="inherit" onClick={() => form.setValue('cover', '', { shouldDirty: true })}>
                  Remove cover
                </Button>
              </Stack>
            ) : null}
            <FileUpload
              purpose="COVER"
              label="Cover image"
              compact
              onUploaded={(file: StoredFile) =>
                form.setValue('cover', file.publicUrl ?? '', { shouldDirty: true, shouldValidate: true })
              }
            />
          </Stack>
          <FormSwitch control={form.control} name="isBreaking" label="Breaking news (highlighted on the list)" />
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {resource ? 'Save changes' : 'Save draft'}
            </Button>
            {resource && (
              <Button color="inherit" disabled={!form.formState.isDirty} onClick={() => form.reset()}>
                Discard changes
              </Button>
            )}
          </Stack>
        </Stack>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby={`${previewId}-title`}
          sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}
        >
          <Typography id={`${previewId}-title`} variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
            Preview
          </Typography>
          <Box id={previewId} aria-live="off">
            <Typography variant="h4" component="p" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              {title || 'Untitled'}
            </Typography>
            {content.trim() ? (
              <Markdown source={content} />
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>The content appears here as you write it.</Typography>
            )}
          </Box>
        </Paper>
      </Box>
    </AdminPage>
  );
}

function PublishPanel({ resource, dirty }: { resource: TAdminResource; dirty: boolean }) {
  const router = useRouter();
  const call = useCall();
  const [publish, publishing] = PublishResource.useMutation();
  const [unpublish] = UnpublishResource.useMutation();
  const [remove] = DeleteResource.useMutation();
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string | undefined>();
  const [dialog, setDialog] = useState<'unpublish' | 'delete' | null>(null);
  const scheduleId = useId();
  useEffect(() => {
    setAt(resource.status === 'SCHEDULED' && resource.publishedAt ? toLocalInput(resource.publishedAt) : '');
  }, [resource.status, resource.publishedAt]);
  const canPublish = resource.status !== 'PUBLISHED' && resource.status !== 'SCHEDULED';

  async function doPublish(when: string | null) {
    if (when !== null && new Date(when).getTime() <= Date.now()) {
      setAtError('Choose a time in the future.');
      return;
    }
    setAtError(undefined);
    await call(() => publish({ variables: { input: { id: resource.id, ...(when ? { at: when } : {}) } } }).unwrap(), {
      progress: true,
      success: when ? `Scheduled for ${dateTimeText(when)}` : 'Published',
    });
  }

  return (
    <Paper variant="outlined" component="section" aria-label="Publishing" sx={{ p: 2 }}>
      {dirty && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Save your changes before publishing: publishing uses the saved version.
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 2, alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}
      >
        {canPublish && (
          <>
            <Button variant="contained" onClick={() => doPublish(null)} disabled={dirty} loading={publishing.isLoading}>
              Publish now
            </Button>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
              <TextField
                id={scheduleId}
                type="datetime-local"
                size="small"
                label="Publish at"
                value={at}
                onChange={(e) => setAt(e.target.value)}
                error={Boolean(atError)}
                helperText={atError ?? 'Your local time.'}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
              />
              <Button
                variant="outlined"
                disabled={dirty || !fromLocalInput(at)}
                onClick={() => doPublish(fromLocalInput(at))}
              >
                Schedule
              </Button>
            </Stack>
          </>
        )}
        {(resource.status === 'PUBLISHED' || resource.status === 'SCHEDULED') && (
          <Button variant="outlined" color="warning" onClick={() => setDialog('unpublish')}>
            {resource.status === 'SCHEDULED' ? 'Cancel schedule' : 'Unpublish'}
          </Button>
        )}
        {resource.status === 'PUBLISHED' && (
          <Button component={NextLink} href={`/resources/${resource.id}`} target="_blank" color="inherit">
            View on the site
          </Button>
        )}
        <Button color="error" sx={{ ml: { md: 'auto' } }} onClick={() => setDialog('delete')}>
          Delete
        </Button>
      </Stack>
      <ConfirmActionDialog
        open={dialog === 'unpublish'}
        title={resource.status === 'SCHEDULED' ? 'Cancel the schedule?' : 'Unpublish this resource?'}
        confirmLabel={resource.status === 'SCHEDULED' ? 'Cancel schedule' : 'Unpublish'}
        tone="default"
        onClose={() => setDialog(null)}
        onConfirm={async () =>
          (await call(() => unpublish({ variables: { input: { id: resource.id } } }).unwrap(), {
            progress: true,
            success: resource.status === 'SCHEDULED' ? 'Schedule cancelled' : 'Unpublished',
          })) !== undefined
        }
      >
        {resource.status === 'SCHEDULED'
          ? `“${resource.title}” goes back to being a draft and will not be published.`
          : `“${resource.title}” leaves the public site at once. You can publish it again later.`}
      </ConfirmActionDialog>
      <ConfirmActionDialog
        open={dialog === 'delete'}
        title="Delete this resource?"
        confirmLabel="Delete"
        requirePassword
        onClose={() => setDialog(null)}
        onConfirm={async (password) => {
          const done = await call(() => remove({ variables: { input: { id: resource.id, password } } }).unwrap(), {
            progress: true,
            success: 'Resource deleted',
            rethrow: true,
          });
          if (done) router.replace('/admin/content');
          return Boolean(done);
        }}
      >
        “{resource.title}” is deleted for good{resource.status === 'PUBLISHED' ? ' and leaves the public site' : ''}.
        This cannot be undone.
      </ConfirmActionDialog>
    </Paper>
  );
}
