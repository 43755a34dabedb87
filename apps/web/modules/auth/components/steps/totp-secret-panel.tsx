'use client';
// The QR code of an otpauth:// URI and the same secret as text (grouped by four, copyable), for authenticator
// apps that are scanned and for those that are typed into. Used by the sign-in setup step and the account page.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import toast from 'react-hot-toast';

export function TotpSecretPanel({ uri, secret }: { uri: string; secret: string }) {
  const grouped = secret.replace(/(.{4})/g, '$1 ').trim();
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success('Secret copied.');
    } catch {
      toast.error('Copy failed: select the secret and copy it yourself.');
    }
  }
  return (
    <Stack sx={{ gap: 1.5, alignItems: 'center', mb: 2 }} data-testid="totp-secret-panel">
      {/* White quiet zone in both themes: scanners need dark modules on a light background. */}
      <Box sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 1, lineHeight: 0 }}>
        <QRCodeSVG value={uri} size={176} level="M" title="QR code for your authenticator app" />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Can't scan it? Enter this secret in the app instead:
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <Typography
          component="code"
          data-testid="totp-secret"
          data-secret={secret}
          sx={{ fontFamily: 'monospace', fontSize: '0.95rem', wordBreak: 'break-all', userSelect: 'all' }}
        >
          {grouped}
        </Typography>
        <Tooltip title="Copy the secret">
          <IconButton aria-label="Copy the secret" onClick={copy} size="small">
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
