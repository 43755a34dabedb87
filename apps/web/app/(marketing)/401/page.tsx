import LoginOutlinedIcon from '@mui/icons-material/LoginOutlined';
import Button from '@mui/material/Button';
import type { Metadata } from 'next';
import { ErrorView } from '../../../modules/errors/components/error-view.tsx';
import { ERROR_CONTENT } from '../../../modules/errors/lib/error-content.ts';
import { SIGN_IN_HREF } from '../../../modules/marketing/lib/navigation.ts';

export const metadata: Metadata = { title: ERROR_CONTENT[401].title, robots: { index: false } };

export default function UnauthorizedPage() {
  return (
    <ErrorView
      content={ERROR_CONTENT[401]}
      actions={
        <Button href={SIGN_IN_HREF} variant="contained" size="large" startIcon={<LoginOutlinedIcon />}>
          Sign in
        </Button>
      }
    />
  );
}
