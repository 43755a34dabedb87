'use client';
// An on/off switch bound to a boolean form field, with its label, an optional helper text (the field's error
// replaces it) and, for a setting the user cannot change, locked on (the reason said beside it).
//
// Usage: <FormSwitch control={form.control} name="product.push" label="Push" />
//        <FormSwitch control={form.control} name="SECURITY.email" label="E-mail" locked describedBy={reasonId} />
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { type ReactNode, useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export interface TFormSwitchProps<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: ReactNode;
  helperText?: ReactNode;
  /** Shown on and not changeable; say why in the element `describedBy` names. */
  locked?: boolean;
  /** The id of text elsewhere that describes the switch (why it is locked, what it does). */
  describedBy?: string;
  disabled?: boolean;
  /** Runs before a change is kept; answering false leaves the switch as it was (a permission refused). */
  beforeChange?(next: boolean): boolean | Promise<boolean>;
}

export function FormSwitch<T extends FieldValues, C, O>({
  control,
  name,
  label,
  helperText,
  locked = false,
  describedBy,
  disabled,
  beforeChange,
}: TFormSwitchProps<T, C, O>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? helperText;
        const helperId = message ? `${id}-helper` : undefined;
        return (
          <Stack sx={{ minWidth: 0 }}>
            <FormControlLabel
              label={label}
              disabled={locked || disabled || field.disabled}
              control={
                <Switch
                  name={field.name}
                  checked={locked ? true : Boolean(field.value)}
                  onChange={async (_event, checked) => {
                    if (beforeChange && !(await beforeChange(checked))) return;
                    field.onChange(checked);
                  }}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  slotProps={{
                    input: {
                      'aria-describedby': [helperId, describedBy].filter(Boolean).join(' ') || undefined,
                    },
                  }}
                />
              }
              sx={{ mr: 0 }}
            />
            {message ? (
              <FormHelperText id={helperId} error={Boolean(fieldState.error)} sx={{ mt: -0.5, ml: 0 }}>
                {message}
              </FormHelperText>
            ) : null}
          </Stack>
        );
      }}
    />
  );
}
