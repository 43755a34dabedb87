// What a platform admin without two-step verification sees in place of any back-office page: the data service
// refuses them every admin action until it is on, so the page says so and leads to the account page's security
// section, where they turn it on (an authenticator app or text messages).
import { ADMIN_MESSAGES } from '@innov/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { AdminPage } from './admin-page.tsx';

export const ACCOUNT_SECURITY_HREF = '/dashboard/account#security';

export function AdminMfaRequired() {
  return (
    <AdminPage title="Turn on two-step verification" description={ADMIN_MESSAGES.mfaRequired}>
      <Stack spacing={2} sx={{ maxWidth: 640 }} data-testid="admin-mfa-required">
        <Alert severity="warning">
          Platform admins can change every account and workspace, so the back-office asks for a second step at sign-in:
          a code from an authenticator app or a text message.
        </Alert>
        <Typography>
          Set it up on your account page. Once it is on, come back here: the back-office opens at once.
        </Typography>
        <div>
          <Button component={NextLink} href={ACCOUNT_SECURITY_HREF} variant="contained">
            Set up two-step verification
          </Button>
        </div>
      </Stack>
    </AdminPage>
  );
}
