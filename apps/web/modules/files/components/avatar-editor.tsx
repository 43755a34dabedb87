'use client';
// The profile picture on the account page: the picture (initials when there is none), the upload component to
// change it (the chosen image is cropped to a square first, with a zoom slider, and the crop is what is sent), and
// Remove. The data service makes the 64, 128 and 256 widths and sets UserProfile.picture on confirm; the top bar
// follows through the data layer's 'UserProfile' tag.
import { FILE_MESSAGES, FILE_RULES } from '@innov/contracts';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import toast from 'react-hot-toast';
import { initialsOf } from '../../dashboard/components/user-menu.tsx';
import { useCall } from '../../data/lib/use-call.ts';
import { clampZoom, outputSide, squareCrop, ZOOM } from '../lib/crop.ts';
import { DeleteFile } from '../lib/files-api.ts';
import { useProfilePicture } from '../lib/profile-picture.ts';
import { ACCOUNT_AVATAR_WIDTH } from '../lib/profile-picture-spec.ts';
import { useFileUrl } from '../lib/use-file-url.ts';
import { FileUpload } from './file-upload.tsx';

export function AvatarEditor({ name, email }: { name: string; email: string }) {
  const { picture } = useProfilePicture();
  const link = useFileUrl(picture, ACCOUNT_AVATAR_WIDTH);
  const [remove, removing] = DeleteFile.useMutation();
  const call = useCall();
  const crop = useCropStep();

  async function onRemove() {
    if (!picture) return;
    await call(() => remove({ variables: { input: { key: picture.key } } }).unwrap(), {
      success: 'Your picture is removed.',
    });
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
      <Avatar
        src={link.url ?? undefined}
        alt={picture ? 'Your profile picture' : undefined}
        slotProps={{ img: { onError: link.onError } }}
        data-testid="account-avatar"
        sx={{ width: 96, height: 96, fontSize: 36, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <span aria-hidden>{initialsOf(name, email)}</span>
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0, width: { xs: '100%', sm: 'auto' } }}>
        <FileUpload
          purpose="AVATAR"
          label="Profile picture"
          compact
          prepare={crop.prepare}
          buttonText={picture ? 'Change picture' : 'Upload a picture'}
          hint={`${FILE_RULES.AVATAR.hint}. You crop it to a square before it is sent.`}
          onUploaded={() => toast.success('Your picture is saved.')}
        />
        {picture && (
          <Button color="error" onClick={() => void onRemove()} loading={removing.isLoading} sx={{ mt: 1 }}>
            Remove picture
          </Button>
        )}
      </Box>
      {crop.dialog}
    </Stack>
  );
}

type TPending = { url: string; resolve: (blob: Blob | null) => void };

/** The crop step of the upload: `prepare` opens the dialog and resolves with the cropped picture (null: cancelled). */
function useCropStep() {
  const [pending, setPending] = useState<TPending | null>(null);
  const prepare = useCallback(
    (file: File) =>
      new Promise<Blob | null>((resolve) => {
        setPending({ url: URL.createObjectURL(file), resolve });
      }),
    [],
  );
  const finish = (blob: Blob | null) => {
    if (!pending) return;
    URL.revokeObjectURL(pending.url);
    pending.resolve(blob);
    setPending(null);
  };
  const dialog = pending ? (
    <CropDialog image={pending.url} onCancel={() => finish(null)} onDone={(blob) => finish(blob)} />
  ) : null;
  return { prepare, dialog };
}

function CropDialog({
  image,
  onCancel,
  onDone,
}: {
  image: string;
  onCancel: () => void;
  onDone: (blob: Blob) => void;
}) {
  const [position, setPosition] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const area = useRef<Area | null>(null);
  const titleId = useId();
  const helpId = useId();
  const zoomId = useId();

  async function onUse() {
    if (!area.current) return;
    setWorking(true);
    try {
      onDone(await cropToBlob(image, area.current));
    } catch {
      setError(FILE_MESSAGES.unreadableImage);
      setWorking(false);
    }
  }

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Crop your picture</DialogTitle>
      <DialogContent>
        <Typography id={helpId} variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Drag the picture, or focus it and use the arrow keys, to choose what shows in the circle.
        </Typography>
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            aspectRatio: '1 / 1',
            bgcolor: 'grey.900',
            borderRadius: 2,
            overflow: 'hidden',
          }}
        >
          <Cropper
            image={image}
            crop={position}
            zoom={zoom}
            aspect={1}
            cropShape="round"
            showGrid={false}
            minZoom={ZOOM.min}
            maxZoom={ZOOM.max}
            onCropChange={setPosition}
            onZoomChange={(z) => setZoom(clampZoom(z))}
            onCropComplete={(_, pixels) => {
              area.current = pixels;
            }}
            mediaProps={{ alt: 'The picture to crop', onError: () => setError(FILE_MESSAGES.unreadableImage) }}
            cropperProps={{ role: 'group', 'aria-label': 'Crop area', 'aria-describedby': helpId }}
          />
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
          <Typography id={zoomId} variant="body2">
            Zoom
          </Typography>
          <Slider
            value={zoom}
            min={ZOOM.min}
            max={ZOOM.max}
            step={ZOOM.step}
            onChange={(_, value) => setZoom(clampZoom(value as number))}
            aria-labelledby={zoomId}
            getAriaValueText={(value) => `${Math.round(value * 100)}%`}
          />
        </Stack>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => void onUse()} loading={working} disabled={Boolean(error)}>
          Use this picture
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image'));
    img.src = src;
  });
}

/** Draws the square crop at most 512 px wide as WebP (PNG where the browser cannot encode WebP). */
async function cropToBlob(src: string, area: Area): Promise<Blob> {
  const img = await loadImage(src);
  const square = squareCrop(area, { width: img.naturalWidth, height: img.naturalHeight });
  const side = outputSide(square);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(img, square.x, square.y, square.width, square.height, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode'))), 'image/webp', 0.92),
  );
}
