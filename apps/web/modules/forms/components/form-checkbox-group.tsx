'use client';
// A group of checkboxes bound to a form field holding the list of the values ticked, under a legend, with a
// helper text that the field's error replaces.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export interface TFormCheckboxGroupProps<T extends FieldValues, C, O, V extends string> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  legend: ReactNode;
  options: readonly { value: V; label: string }[];
  helperText?: ReactNode;
  row?: boolean;
}

export function FormCheckboxGroup<T extends FieldValues, C, O, V extends string>({
  control,
  name,
  legend,
  options,
  helperText,
  row = true,
}: TFormCheckboxGroupProps<T, C, O, V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const ticked: readonly V[] = Array.isArray(field.value) ? field.value : [];
        const message = fieldState.error?.message ?? helperText;
        return (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend">{legend}</FormLabel>
            <FormGroup row={row}>
              {options.map((option, index) => (
                <FormControlLabel
                  key={option.value}
                  label={option.label}
                  control={
                    <Checkbox
                      checked={ticked.includes(option.value)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...ticked, option.value]
                            : ticked.filter((value) => value !== option.value),
                        )
                      }
                      onBlur={field.onBlur}
                      inputRef={index === 0 ? field.ref : undefined}
                    />
                  }
                />
              ))}
            </FormGroup>
            {message ? <FormHelperText>{message}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}
