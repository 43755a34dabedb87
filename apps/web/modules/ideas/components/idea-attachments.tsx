'use client';
// The idea page's attachments (listRecordFiles: oldest first): each file's name, size, who added it and when;
// a click downloads it under its own name. Whoever may edit the idea (its authors while it is editable,
// moderators) adds files with the one upload component and deletes them; everyone who sees the idea downloads.
import { FILE_LIMITS, type StoredFile, type StoredFileAnswer } from '@innov/contracts';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { useCall } from '../../data/lib/use-call.ts';
import { FileUpload } from '../../files/components/file-upload.tsx';
import { DeleteFile, RecordFiles } from '../../files/lib/files-api.ts';
import { formatBytes } from '../../files/lib/format-bytes.ts';
import { ConfirmDialog } from '../../workspace/components/confirm-dialog.tsx';
import { useFileDownload } from '../lib/use-file-download.ts';
import { TimeAgo } from './idea-parts.tsx';

/** listRecordFiles' variables for an idea. */
function attachmentsOf(ideaId: string) {
  return { variables: { input: { recordType: 'IDEA', recordId: ideaId } } };
}

function FileIcon({ contentType }: { contentType: string }) {
  const sx = { color: 'text.secondary', flexShrink: 0 };
  if (contentType.startsWith('image/')) return <ImageOutlinedIcon aria-hidden sx={sx} />;
  if (contentType === 'application/pdf') return <PictureAsPdfOutlinedIcon aria-hidden sx={sx} />;
  return <DescriptionOutlinedIcon aria-hidden sx={sx} />;
}

/** One attachment: its name downloads it. */
function AttachmentRow({
  file,
  onDelete,
}: {
  file: StoredFile;
  /** Shown to whoever may delete it. */
  onDelete?: (file: StoredFile) => void;
}) {
  const download = useFileDownload();
  return (
    <Stack
      component="li"
      direction="row"
      data-testid="attachment"
      sx={{ alignItems: 'center', gap: 1.5, py: 1, minWidth: 0, listStyle: 'none' }}
    >
      <FileIcon contentType={file.contentType} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link
          component="button"
          type="button"
          onClick={() => void download(file.reference.key)}
          sx={{ textAlign: 'left', overflowWrap: 'anywhere', fontWeight: 500 }}
        >
          {file.name}
        </Link>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatBytes(file.size)} · {file.uploadedByName ?? 'a former member'} · <TimeAgo iso={file.createdAt} />
        </Typography>
      </Box>
      {onDelete ? (
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${file.name}`} onClick={() => onDelete(file)} sx={{ flexShrink: 0 }}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

/**
 * A file question's answer on the idea page: a download of the attachment it names, found among the idea's
 * attachments (the same cached list the Attachments section shows); a file deleted since says so.
 */
export function StoredFileAnswerLink({ ideaId, answer }: { ideaId: string; answer: StoredFileAnswer }) {
  const query = RecordFiles.useQuery(attachmentsOf(ideaId));
  const download = useFileDownload();
  const file = query.data?.find((f) => f.id === answer.fileId);
  if (!file)
    return (
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {answer.name}{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {query.isLoading ? `(${formatBytes(answer.size)})` : '(deleted since)'}
        </Box>
      </Typography>
    );
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
      <FileIcon contentType={file.contentType} />
      <Link
        component="button"
        type="button"
        onClick={() => void download(file.reference.key)}
        sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
      >
        {file.name}
      </Link>
      <Typography variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
        {formatBytes(file.size)}
      </Typography>
    </Stack>
  );
}

export function IdeaAttachments({ ideaId, canManage }: { ideaId: string; canManage: boolean }) {
  const query = RecordFiles.useQuery(attachmentsOf(ideaId));
  const [remove] = DeleteFile.useMutation();
  const call = useCall();
  // The file asked about stays named while the dialog closes.
  const [deleting, setDeleting] = useState<StoredFile | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = (file: StoredFile) => {
    setDeleting(file);
    setAsking(true);
  };
  const files = query.data ?? [];
  const full = files.length >= FILE_LIMITS.attachmentsPerRecord;

  return (
    <Card variant="outlined" component="section" aria-labelledby="idea-attachments" data-testid="idea-attachments">
      <Stack sx={{ p: { xs: 2, sm: 3 }, gap: 1.5 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <AttachFileIcon aria-hidden sx={{ color: 'text.secondary' }} />
          <Typography id="idea-attachments" variant="h6" component="h2">
            Attachments
          </Typography>
          {files.length ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {files.length}
            </Typography>
          ) : null}
        </Stack>
        {query.isLoading ? (
          <Stack sx={{ gap: 1 }} role="status" aria-label="Loading the attachments">
            <Skeleton variant="rounded" height={40} />
            <Skeleton variant="rounded" height={40} />
          </Stack>
        ) : query.isError && !query.data ? (
          <RetryAlert onRetry={() => void query.refetch()}>{toErrorMessage(query.error)}</RetryAlert>
        ) : files.length ? (
          <Box component="ul" aria-label="Attached files" sx={{ p: 0, m: 0 }}>
            {files.map((file) => (
              <AttachmentRow key={file.id} file={file} onDelete={canManage ? ask : undefined} />
            ))}
          </Box>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No files attached yet.
          </Typography>
        )}
        {canManage ? (
          full ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              This idea has its {FILE_LIMITS.attachmentsPerRecord} attachments: delete one to add another.
            </Typography>
          ) : (
            <FileUpload purpose="ATTACHMENT" recordType="IDEA" recordId={ideaId} multiple label="Attach files" />
          )
        ) : null}
      </Stack>
      <ConfirmDialog
        open={asking}
        title="Delete this attachment?"
        confirmLabel="Delete file"
        tone="danger"
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          if (!deleting) return true;
          const done = await call(() => remove({ variables: { input: { id: deleting.id } } }).unwrap(), {
            success: 'File deleted',
          });
          return done !== undefined;
        }}
      >
        {deleting ? `“${deleting.name}” is deleted for everyone who can see the idea.` : ''}
      </ConfirmDialog>
    </Card>
  );
}
