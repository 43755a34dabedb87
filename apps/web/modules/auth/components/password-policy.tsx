'use client';
// The password policy, checked live as the user types (seed section 5). Each rule says met or not in words,
// not only by colour; the list is the password field's description.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../layout/lib/visually-hidden.ts';
import { PASSWORD_RULES } from '../lib/auth-schemas.ts';

export function PasswordPolicy({ id, password }: { id: string; password: string }) {
  return (
    <Box id={id} sx={{ mt: 1 }} data-testid="password-policy">
      <Typography variant="body2" color="text.secondary" component="p">
        Your password needs:
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'grid', gap: 0.25 }}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <Box
              component="li"
              key={rule.id}
              data-met={met ? 'true' : 'false'}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                typography: 'body2',
                color: met ? 'success.main' : 'text.secondary',
              }}
            >
              {met ? (
                <CheckCircleIcon aria-hidden fontSize="small" />
              ) : (
                <RadioButtonUncheckedIcon aria-hidden fontSize="small" />
              )}
              <span>
                {rule.label}
                <Box component="span" sx={visuallyHidden}>
                  {met ? ' (met)' : ' (not yet)'}
                </Box>
              </span>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
