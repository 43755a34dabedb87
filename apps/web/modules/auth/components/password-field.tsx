'use client';
// A password input with a show/hide toggle that screen readers can name and operate.
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';

export function PasswordField(props: TextFieldProps & { describedBy?: string }) {
  const { describedBy, slotProps, ...rest } = props;
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        htmlInput: {
          ...(slotProps?.htmlInput as object),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? 'Hide password' : 'Show password'}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
