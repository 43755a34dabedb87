'use client';
// The one upload component (issue 25): drop a file on it, paste one while it has focus, or choose one with its
// button (keyboard: Tab to the button, Enter). It checks the file against the purpose's rules before sending
// anything, shows an image's preview, the transfer's progress with a Cancel button, then "Processing…" while the
// data service checks and converts it, and any refusal in the service's words (role=alert). Used for the profile
// picture (with `prepare`: the avatar editor crops first), the workspace logo, covers and attachments.
//
// Usage:
//   <FileUpload purpose="LOGO" label="Company logo" onUploaded={(file) => …} />
//   <FileUpload purpose="ATTACHMENT" recordType="IDEA" recordId={id} multiple label="Attachments" onUploaded={…} />
//   <FileUpload purpose="AVATAR" label="Profile picture" prepare={cropToSquare} compact onUploaded={…} />
import { acceptFor, FILE_RULES, type FilePurpose, type FileRecordType, type StoredFile } from '@innov/contracts';
import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ClipboardEvent, type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../layout/lib/visually-hidden.ts';
import { contentTypeOf, isImageType, precheckFile } from '../lib/file-checks.ts';
import { isUploadCanceled, uploadErrorMessage, uploadFile } from '../lib/files-api.ts';
import { formatBytes } from '../lib/format-bytes.ts';

export interface TFileUploadProps {
  purpose: FilePurpose;
  /** What the files are, for the drop zone's name and the button ("Company logo"). */
  label: string;
  /** ATTACHMENT: the record the files belong to. */
  recordType?: FileRecordType;
  recordId?: string;
  /** Called once per file the data service has confirmed. */
  onUploaded?: (file: StoredFile) => void;
  /**
   * Runs after the checks and before the upload, e.g. a crop dialog: resolves with what to upload instead (a
   * Blob needs `fileName`'s name), or null when the user backed out. Its result is checked again.
   */
  prepare?: (file: File) => Promise<Blob | File | null>;
  /** Resolves before each upload, e.g. to save a new idea's draft first; a rejection is shown as the error. */
  beforeUpload?: () => Promise<void>;
  /** Several files at once (attachments); uploaded one after another. */
  multiple?: boolean;
  disabled?: boolean;
  /** A smaller zone, one line: beside an avatar or a logo. */
  compact?: boolean;
  /** Text of the choose button; default "Choose a file" ("Choose files" when multiple). */
  buttonText?: string;
  /** Under the zone; default the purpose's hint (FILE_RULES[purpose].hint). */
  hint?: ReactNode;
  /** `data-testid` of the file input, for journeys' setInputFiles; default `file-upload-input-<purpose>`. */
  inputTestId?: string;
}

type TItem = {
  id: number;
  name: string;
  size: number;
  /** Object URL of an image being sent. */
  preview: string | null;
  /** 0..1 while sending; 1 then "Processing…" while confirming. */
  progress: number;
  state: 'sending' | 'processing' | 'error';
  error?: string;
  controller: AbortController;
};

let nextId = 1;

export function FileUpload({
  purpose,
  label,
  recordType,
  recordId,
  onUploaded,
  prepare,
  beforeUpload,
  multiple = false,
  disabled = false,
  compact = false,
  buttonText,
  hint,
  inputTestId,
}: TFileUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<TItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const dragDepth = useRef(0);
  const hintId = useId();
  const headingId = useId();
  const busy = items.some((item) => item.state !== 'error');
  const off = disabled || (busy && !multiple);

  // Object URLs of previews are released when their item goes or the component unmounts.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const held = previews.current;
    return () => {
      for (const url of held) URL.revokeObjectURL(url);
      for (const item of itemsRef.current) item.controller.abort();
    };
  }, []);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const update = (id: number, patch: Partial<TItem>) =>
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  const removeItem = (id: number) =>
    setItems((all) => {
      const gone = all.find((item) => item.id === id);
      if (gone?.preview) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return all.filter((item) => item.id !== id);
    });

  async function send(file: File) {
    const id = nextId++;
    const controller = new AbortController();
    const fail = (error: string) =>
      setItems((all) => [
        ...all.filter((i) => i.state !== 'error' || multiple),
        { id, name: file.name, size: file.size, preview: null, progress: 0, state: 'error', error, controller },
      ]);
    const refusal = precheckFile(file, purpose, { beforePrepare: Boolean(prepare) });
    if (refusal) return fail(refusal);
    let body: Blob = file;
    let name = file.name;
    if (prepare) {
      let prepared: Blob | null;
      try {
        prepared = await prepare(file);
      } catch (error) {
        return fail(uploadErrorMessage(error));
      }
      if (!prepared) return;
      body = prepared;
      if (prepared instanceof File) name = prepared.name;
      else name = renamed(file.name, prepared.type);
    }
    const type = contentTypeOf({ name, type: body.type });
    const preview = isImageType(type) ? URL.createObjectURL(body) : null;
    if (preview) previews.current.add(preview);
    // A single-file zone shows one thing at a time: an earlier refusal goes when a new file comes.
    setItems((all) => [
      ...(multiple ? all : []),
      { id, name, size: body.size, preview, progress: 0, state: 'sending', controller },
    ]);
    setAnnouncement(`Uploading ${name}`);
    try {
      await beforeUpload?.();
      const stored = await uploadFile(body, {
        purpose,
        recordType,
        recordId,
        fileName: name,
        signal: controller.signal,
        onProgress: (fraction) =>
          update(id, fraction >= 1 ? { progress: 1, state: 'processing' } : { progress: fraction }),
      });
      removeItem(id);
      setAnnouncement(`${stored.name} uploaded`);
      onUploaded?.(stored);
    } catch (error) {
      if (isUploadCanceled(error)) {
        removeItem(id);
        setAnnouncement(`Upload of ${name} cancelled`);
        return;
      }
      update(id, { state: 'error', error: uploadErrorMessage(error), progress: 0 });
    }
  }

  async function take(files: FileList | File[] | null) {
    const list = [...(files ?? [])];
    if (!list.length || off) return;
    for (const file of multiple ? list : list.slice(0, 1)) await send(file);
  }

  function onDragEnter(event: DragEvent) {
    if (off || !hasFiles(event)) return;
    event.preventDefault();
    dragDepth.current += 1;
    setDragging(true);
  }
  function onDragOver(event: DragEvent) {
    if (off || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  }
  function onDragLeave() {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  }
  function onDrop(event: DragEvent) {
    if (!hasFiles(event)) return;
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    void take(event.dataTransfer.files);
  }
  function onPaste(event: ClipboardEvent) {
    const files = [...event.clipboardData.files];
    if (!files.length || off) return;
    event.preventDefault();
    void take(files);
  }

  const choose = buttonText ?? (multiple ? 'Choose files' : 'Choose a file');
  const accepted = acceptFor(purpose);

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      aria-describedby={hintId}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      onPaste={onPaste}
      data-dragging={dragging || undefined}
      sx={{ minWidth: 0 }}
    >
      <Box
        sx={{
          border: '1px dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          px: compact ? 1.5 : 2,
          py: compact ? 1.25 : 2.5,
          display: 'flex',
          flexDirection: compact ? { xs: 'column', sm: 'row' } : 'column',
          alignItems: compact ? { xs: 'flex-start', sm: 'center' } : 'center',
          textAlign: compact ? 'left' : 'center',
          gap: compact ? 1.5 : 1,
          opacity: disabled ? 0.6 : 1,
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        {!compact && <UploadFileOutlinedIcon aria-hidden sx={{ fontSize: 32, color: 'text.secondary' }} />}
        <Box sx={{ minWidth: 0, flex: compact ? 1 : undefined }}>
          <Typography id={headingId} sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {dragging ? 'Drop to upload' : `Drag ${multiple ? 'files' : 'a file'} here, paste, or choose`}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          size={compact ? 'small' : 'medium'}
          onClick={() => inputRef.current?.click()}
          disabled={off}
          aria-describedby={hintId}
          sx={{ flexShrink: 0 }}
        >
          {choose}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={accepted}
          multiple={multiple}
          hidden
          tabIndex={-1}
          data-testid={inputTestId ?? `file-upload-input-${purpose.toLowerCase()}`}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // Cleared at once, so choosing the same file again fires a change.
            event.currentTarget.value = '';
            void take(files);
          }}
        />
      </Box>
      <Typography id={hintId} variant="caption" sx={{ display: 'block', color: 'text.secondary', mt: 0.75 }}>
        {hint ?? FILE_RULES[purpose].hint}
      </Typography>
      {items.length > 0 && (
        <Stack
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
          aria-label={`${label}: uploads`}
        >
          {items.map((item) => (
            <Box component="li" key={item.id}>
              {item.state === 'error' ? (
                <Alert
                  severity="error"
                  role="alert"
                  action={
                    <IconButton
                      size="small"
                      aria-label={`Dismiss the error about ${item.name}`}
                      onClick={() => removeItem(item.id)}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  }
                  sx={{ '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
                >
                  <strong>{item.name}</strong>: {item.error}
                </Alert>
              ) : (
                <UploadRow item={item} onCancel={() => item.controller.abort()} />
              )}
            </Box>
          ))}
        </Stack>
      )}
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

function UploadRow({ item, onCancel }: { item: TItem; onCancel: () => void }) {
  const processing = item.state === 'processing';
  const percent = Math.round(item.progress * 100);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 1.5,
        minWidth: 0,
      }}
    >
      {item.preview ? (
        <Box
          component="img"
          src={item.preview}
          alt=""
          sx={{ width: 40, height: 40, borderRadius: 1, objectFit: 'cover', flexShrink: 0 }}
        />
      ) : (
        <InsertDriveFileOutlinedIcon aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }} />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap title={item.name} sx={{ fontWeight: 500 }}>
          {item.name}
        </Typography>
        <LinearProgress
          variant={processing ? 'indeterminate' : 'determinate'}
          value={processing ? undefined : percent}
          aria-label={processing ? `Processing ${item.name}` : `Uploading ${item.name}`}
          sx={{ my: 0.5, borderRadius: 1 }}
        />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {processing ? 'Processing…' : `${percent}% of ${formatBytes(item.size)}`}
        </Typography>
      </Box>
      <Button size="small" onClick={onCancel} disabled={processing} aria-label={`Cancel the upload of ${item.name}`}>
        Cancel
      </Button>
    </Box>
  );
}

function hasFiles(event: DragEvent): boolean {
  return [...(event.dataTransfer?.types ?? [])].includes('Files');
}

/** The name of a prepared blob: the original's with the blob's extension (a crop of photo.jpg is photo.webp). */
function renamed(original: string, type: string): string {
  const ext = type === 'image/jpeg' ? 'jpg' : (type.split('/')[1] ?? 'bin');
  const base = original.replace(/\.[^.]*$/, '') || 'file';
  return `${base}.${ext}`;
}
