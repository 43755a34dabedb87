'use client';
// The inputs of a form generated from its fields (contracts' FormField[]): short and long text with a character
// count, number within its bounds, single choice as radios, multiple choice as checkboxes, a link, a date, and a
// file: uploaded through the caller's upload (`renderFileUpload`), or a named link. Controlled: the caller holds the answers and the problems (contracts' answersSchema, the
// schema the server checks: form-builder/lib/answers.ts), shown beside each field in place of its help text.
// Each input is labelled by its field's label and described by its help or problem (aria-describedby).
import {
  type FormAnswer,
  type FormAnswers,
  type FormField,
  maxLengthOf,
  type StoredFileAnswer,
} from '@innov/contracts';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatBytes } from '../../files/lib/format-bytes.ts';
import { linkFileAnswer, storedFileAnswer } from '../lib/answers.ts';

export interface TFormRendererProps {
  fields: readonly FormField[];
  values: FormAnswers;
  onChange(id: string, value: FormAnswer): void;
  /** A field lost the focus (the create page saves its draft then). */
  onBlur?(id: string): void;
  /** Problems by field id (shown in place of the help text). */
  errors?: Record<string, string>;
  disabled?: boolean;
  /** Makes the inputs' DOM ids unique on a page that shows the form twice (the builder's preview). */
  idPrefix: string;
  /**
   * A FILE field's upload (the create page: the one upload component, the file attached to the idea); without it
   * a FILE field takes a named link only. `onUploaded` gets the answer to keep (`fileAnswerOf`).
   */
  renderFileUpload?: TRenderFileUpload;
}

export type TRenderFileUpload = (props: {
  field: FormField;
  disabled?: boolean;
  onUploaded(answer: FormAnswer): void;
}) => ReactNode;

/** The DOM id of a field's input (to focus the first field with a problem). */
export function fieldInputId(idPrefix: string, fieldId: string): string {
  return `${idPrefix}-${fieldId}`;
}

function bounds(field: FormField): string | null {
  if (field.type === 'NUMBER') {
    if (field.min != null && field.max != null) return `From ${field.min} to ${field.max}.`;
    if (field.min != null) return `At least ${field.min}.`;
    if (field.max != null) return `At most ${field.max}.`;
  }
  if (field.type === 'MULTIPLE_CHOICE') {
    if (field.min != null && field.max != null)
      return field.min === field.max ? `Choose ${field.min}.` : `Choose ${field.min} to ${field.max}.`;
    if (field.min != null && field.min > 0) return `Choose at least ${field.min}.`;
    if (field.max != null) return `Choose up to ${field.max}.`;
  }
  return null;
}

/** The help under a field: its help text and the bounds its type has. */
function helpOf(field: FormField): string | undefined {
  const parts = [field.help?.trim(), bounds(field)].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

function TextAnswer({ field, value, error, inputId, onChange, onBlur, disabled }: TFieldProps) {
  const text = typeof value === 'string' ? value : '';
  const max = maxLengthOf(field);
  const long = field.type === 'LONG_TEXT';
  const help = helpOf(field);
  return (
    <Stack sx={{ gap: 0.25 }}>
      <TextField
        id={inputId}
        label={field.label}
        required={field.required}
        value={text}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        onBlur={onBlur}
        disabled={disabled}
        multiline={long}
        minRows={long ? 4 : undefined}
        fullWidth
        error={Boolean(error)}
        helperText={error ?? help}
        slotProps={{ htmlInput: { maxLength: max } }}
      />
      <Typography
        variant="caption"
        sx={{ alignSelf: 'flex-end', color: text.length > max * 0.9 ? 'warning.main' : 'text.secondary' }}
        aria-hidden
      >
        {text.length} / {max}
      </Typography>
    </Stack>
  );
}

function NumberAnswer({ field, value, error, inputId, onChange, onBlur, disabled }: TFieldProps) {
  return (
    <TextField
      id={inputId}
      type="number"
      label={field.label}
      required={field.required}
      value={typeof value === 'number' ? String(value) : ''}
      onChange={(event) => {
        const raw = event.target.value;
        const n = Number(raw);
        onChange(raw === '' || !Number.isFinite(n) ? null : n);
      }}
      onBlur={onBlur}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helpOf(field)}
      sx={{ maxWidth: 320 }}
      fullWidth
      slotProps={{ htmlInput: { min: field.min ?? undefined, max: field.max ?? undefined, step: 'any' } }}
    />
  );
}

function LinkAnswer({ field, value, error, inputId, onChange, onBlur, disabled }: TFieldProps) {
  const date = field.type === 'DATE';
  return (
    <TextField
      id={inputId}
      type={date ? 'date' : 'url'}
      label={field.label}
      required={field.required}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helpOf(field)}
      placeholder={date ? undefined : 'https://'}
      fullWidth
      sx={date ? { maxWidth: 320 } : undefined}
      slotProps={{
        inputLabel: date ? { shrink: true } : undefined,
        htmlInput: date ? undefined : { inputMode: 'url', autoComplete: 'url' },
      }}
    />
  );
}

/** A group of inputs under one label (choices, the file's name and link): a fieldset with its legend. */
function Group({
  field,
  error,
  inputId,
  disabled,
  children,
}: Pick<TFieldProps, 'field' | 'error' | 'inputId' | 'disabled'> & { children: React.ReactNode }) {
  const help = error ?? helpOf(field);
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      required={field.required}
      disabled={disabled}
      aria-describedby={help ? `${inputId}-help` : undefined}
    >
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {field.label}
      </FormLabel>
      {children}
      {help ? <FormHelperText id={`${inputId}-help`}>{help}</FormHelperText> : null}
    </FormControl>
  );
}

function SingleChoice(props: TFieldProps) {
  const { field, value, inputId, onChange, onBlur } = props;
  return (
    <Group {...props}>
      <RadioGroup
        id={inputId}
        name={inputId}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-describedby={props.error || helpOf(field) ? `${inputId}-help` : undefined}
      >
        {(field.options ?? []).map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
        ))}
      </RadioGroup>
    </Group>
  );
}

function MultipleChoice(props: TFieldProps) {
  const { field, value, inputId, onChange, onBlur } = props;
  const chosen = Array.isArray(value) ? value : [];
  const options = field.options ?? [];
  return (
    <Group {...props}>
      <FormGroup id={inputId} onBlur={onBlur}>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            label={option}
            control={
              <Checkbox
                checked={chosen.includes(option)}
                onChange={(event) =>
                  // In the options' order, whatever the order of the clicks.
                  onChange(options.filter((o) => (o === option ? event.target.checked : chosen.includes(o))))
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Group>
  );
}

/** A FILE answer that names an uploaded file: its name and size, and a way to take it off the answer. */
function StoredFileChoice({
  file,
  onClear,
  disabled,
}: {
  file: StoredFileAnswer;
  onClear(): void;
  disabled?: boolean;
}) {
  return (
    <Stack
      direction="row"
      data-testid="file-answer"
      sx={{
        alignItems: 'center',
        gap: 1.5,
        mt: 1,
        p: 1.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.5,
        minWidth: 0,
      }}
    >
      <InsertDriveFileOutlinedIcon aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {file.name}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {formatBytes(file.size)}
        </Typography>
      </Box>
      <Button size="small" color="inherit" onClick={onClear} disabled={disabled} aria-label={`Remove ${file.name}`}>
        Remove
      </Button>
    </Stack>
  );
}

function FileAnswerInput(props: TFieldProps) {
  const { field, value, inputId, onChange, onBlur, disabled, renderFileUpload } = props;
  const stored = storedFileAnswer(value);
  const file = linkFileAnswer(value);
  const set = (next: { name: string; url: string }) => onChange(next.name === '' && next.url === '' ? null : next);
  const linkFields = (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, pt: 1 }}>
      <TextField
        id={renderFileUpload ? `${inputId}-name` : inputId}
        label="File name"
        size="small"
        value={file.name}
        onChange={(event) => set({ ...file, name: event.target.value })}
        onBlur={onBlur}
        disabled={disabled}
        sx={{ flex: 1 }}
      />
      <TextField
        id={`${inputId}-url`}
        label="Link to the file"
        type="url"
        size="small"
        value={file.url}
        placeholder="https://"
        onChange={(event) => set({ ...file, url: event.target.value })}
        onBlur={onBlur}
        disabled={disabled}
        sx={{ flex: 2 }}
        slotProps={{ htmlInput: { inputMode: 'url' } }}
      />
    </Stack>
  );
  return (
    <Group {...props}>
      {stored ? (
        <StoredFileChoice file={stored} onClear={() => onChange(null)} disabled={disabled} />
      ) : renderFileUpload ? (
        <Stack sx={{ gap: 1, pt: 1 }} id={inputId} tabIndex={-1}>
          {renderFileUpload({ field, disabled, onUploaded: onChange })}
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            Or link to it where it is kept:
          </Typography>
          {linkFields}
        </Stack>
      ) : (
        linkFields
      )}
    </Group>
  );
}

interface TFieldProps {
  field: FormField;
  value: FormAnswer | undefined;
  error?: string;
  inputId: string;
  onChange(value: FormAnswer): void;
  onBlur?(): void;
  disabled?: boolean;
  renderFileUpload?: TRenderFileUpload;
}

export function FormFieldInput(props: TFieldProps) {
  switch (props.field.type) {
    case 'SHORT_TEXT':
    case 'LONG_TEXT':
      return <TextAnswer {...props} />;
    case 'NUMBER':
      return <NumberAnswer {...props} />;
    case 'SINGLE_CHOICE':
      return <SingleChoice {...props} />;
    case 'MULTIPLE_CHOICE':
      return <MultipleChoice {...props} />;
    case 'URL':
    case 'DATE':
      return <LinkAnswer {...props} />;
    case 'FILE':
      return <FileAnswerInput {...props} />;
  }
}

export function FormRenderer({
  fields,
  values,
  onChange,
  onBlur,
  errors,
  disabled,
  idPrefix,
  renderFileUpload,
}: TFormRendererProps) {
  return (
    <Stack sx={{ gap: 3 }}>
      {fields.map((field) => (
        <div key={field.id} data-testid="form-field" data-field-id={field.id}>
          <FormFieldInput
            field={field}
            value={values[field.id]}
            error={errors?.[field.id]}
            inputId={fieldInputId(idPrefix, field.id)}
            onChange={(value) => onChange(field.id, value)}
            onBlur={onBlur ? () => onBlur(field.id) : undefined}
            disabled={disabled}
            renderFileUpload={renderFileUpload}
          />
        </div>
      ))}
    </Stack>
  );
}
