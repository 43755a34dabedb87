'use client';
// The form builder: the fields of a form (contracts' FormField[]) as a list of cards, each with its type, label,
// help text, required switch and what its type takes (options for a choice, bounds for a number or for how many
// choices, the longest answer for text); fields are added from a palette of types, reordered by dragging the
// handle or with the move up / move down buttons (keyboard), duplicated and deleted. Problems found by
// contracts' ZFormDefinition (form-builder/lib/builder.ts) show beside the input they concern. Controlled: the
// caller holds the fields and says when to show the problems.
import {
  FORM_FIELD_TYPE_LABELS,
  FORM_FIELD_TYPES,
  FORM_LIMITS,
  type FormField,
  type FormFieldType,
} from '@innov/contracts';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { MoveButtons } from '../../forms/components/move-buttons.tsx';
import { sentence } from '../lib/answers.ts';
import {
  changeType,
  duplicateField,
  freshFieldId,
  hasBounds,
  hasLength,
  hasOptions,
  moveField,
  newField,
  optionsProblem,
  removeField,
  type TDefinitionProblems,
  type TFieldProblems,
} from '../lib/builder.ts';
import { FieldTypeIcon } from './field-type-icon.tsx';

const problem = (p: TFieldProblems | undefined, key: string) => (p?.[key] ? sentence(p[key]) : undefined);

function numberOrNull(raw: string): number | null {
  if (raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

function OptionsEditor({
  field,
  problems,
  onChange,
  disabled,
}: {
  field: FormField;
  problems?: TFieldProblems;
  onChange(options: string[]): void;
  disabled?: boolean;
}) {
  const options = field.options ?? [];
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  useEffect(() => {
    if (focusIndex === null) return;
    document.getElementById(`${field.id}-option-${focusIndex}`)?.focus();
    setFocusIndex(null);
  }, [focusIndex, field.id]);
  const add = (at = options.length) => {
    if (options.length >= FORM_LIMITS.options) return;
    onChange([...options.slice(0, at), `Option ${options.length + 1}`, ...options.slice(at)]);
    setFocusIndex(at);
  };
  const listProblem = optionsProblem(problems);
  return (
    <Stack
      sx={{ gap: 1, border: 0, m: 0, p: 0, minWidth: 0 }}
      component="fieldset"
      aria-describedby={listProblem ? `${field.id}-options-help` : undefined}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1, p: 0 }}>
        Options
      </Typography>
      <Stack component="ol" sx={{ gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {options.map((option, i) => (
          // Options are edited in place: their position is their identity while editing.
          <Stack component="li" key={i} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <TextField
              id={`${field.id}-option-${i}`}
              size="small"
              fullWidth
              value={option}
              disabled={disabled}
              error={Boolean(problems?.[`options.${i}`])}
              onChange={(event) => onChange(options.map((o, j) => (j === i ? event.target.value : o)))}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add(i + 1);
                }
              }}
              slotProps={{ htmlInput: { 'aria-label': `Option ${i + 1}`, maxLength: FORM_LIMITS.option } }}
            />
            <Tooltip title="Remove option">
              <span>
                <IconButton
                  aria-label={`Remove option ${i + 1}${option ? ` (${option})` : ''}`}
                  onClick={() => onChange(options.filter((_, j) => j !== i))}
                  disabled={disabled}
                  size="small"
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        ))}
      </Stack>
      {listProblem ? (
        <FormHelperText error id={`${field.id}-options-help`}>
          {sentence(listProblem)}
        </FormHelperText>
      ) : null}
      <Button
        size="small"
        startIcon={<AddIcon aria-hidden />}
        onClick={() => add()}
        disabled={disabled || options.length >= FORM_LIMITS.options}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add option
      </Button>
    </Stack>
  );
}

function NumberSetting({
  id,
  label,
  value,
  onChange,
  error,
  helperText,
  disabled,
  min,
  row = false,
}: {
  /** One of a row of settings (they share its width). */
  row?: boolean;
  id: string;
  label: string;
  value: number | null | undefined;
  onChange(value: number | null): void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  min?: number;
}) {
  return (
    <TextField
      id={id}
      size="small"
      type="number"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(numberOrNull(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? helperText}
      disabled={disabled}
      sx={row ? { flex: '1 1 160px' } : { maxWidth: 320 }}
      slotProps={{ htmlInput: { min, step: 'any' } }}
    />
  );
}

function TypeSettings({
  field,
  problems,
  update,
  disabled,
}: {
  field: FormField;
  problems?: TFieldProblems;
  update(patch: Partial<FormField>): void;
  disabled?: boolean;
}) {
  const choices = field.type === 'MULTIPLE_CHOICE';
  return (
    <>
      {hasOptions(field.type) ? (
        <OptionsEditor
          field={field}
          problems={problems}
          onChange={(options) => update({ options })}
          disabled={disabled}
        />
      ) : null}
      {hasBounds(field.type) ? (
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <NumberSetting
            id={`${field.id}-min`}
            label={choices ? 'Fewest choices' : 'Minimum'}
            value={field.min}
            onChange={(min) => update({ min })}
            error={problem(problems, 'min')}
            helperText="Optional"
            disabled={disabled}
            min={choices ? 0 : undefined}
            row
          />
          <NumberSetting
            id={`${field.id}-max`}
            label={choices ? 'Most choices' : 'Maximum'}
            value={field.max}
            onChange={(max) => update({ max })}
            error={problem(problems, 'max')}
            helperText="Optional"
            disabled={disabled}
            min={choices ? 0 : undefined}
            row
          />
        </Stack>
      ) : null}
      {hasLength(field.type) ? (
        <NumberSetting
          id={`${field.id}-max-length`}
          label="Longest answer (characters)"
          value={field.maxLength}
          onChange={(maxLength) => update({ maxLength })}
          error={problem(problems, 'maxLength')}
          helperText={
            field.type === 'LONG_TEXT'
              ? `Up to ${FORM_LIMITS.longText.max.toLocaleString('en-GB')}; ${FORM_LIMITS.longText.default.toLocaleString('en-GB')} when empty`
              : `Up to ${FORM_LIMITS.shortText.max}; ${FORM_LIMITS.shortText.default} when empty`
          }
          disabled={disabled}
          min={1}
        />
      ) : null}
    </>
  );
}

function FieldCard({
  field,
  index,
  count,
  problems,
  disabled,
  onUpdate,
  onMove,
  onDuplicate,
  onRemove,
  drag,
}: {
  field: FormField;
  index: number;
  count: number;
  problems?: TFieldProblems;
  disabled?: boolean;
  onUpdate(next: FormField): void;
  onMove(to: number): void;
  onDuplicate(): void;
  onRemove(): void;
  drag: {
    armed: boolean;
    over: boolean;
    arm(): void;
    start(): void;
    enter(): void;
    drop(): void;
    end(): void;
  };
}) {
  const name = field.label.trim() || `Question ${index + 1}`;
  const update = (patch: Partial<FormField>) => onUpdate({ ...field, ...patch });
  const other = problems?.id ?? problems?.field;
  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={`${field.id}-title`}
      data-testid="builder-field"
      draggable={drag.armed}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', field.id);
        drag.start();
      }}
      onDragEnter={drag.enter}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        drag.drop();
      }}
      onDragEnd={drag.end}
      sx={{
        listStyle: 'none',
        borderColor: problems ? 'error.main' : drag.over ? 'primary.main' : 'divider',
        borderStyle: drag.over ? 'dashed' : 'solid',
        transition: 'border-color 120ms',
      }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 0.5,
          px: { xs: 1, sm: 1.5 },
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      >
        <Box
          aria-hidden
          title="Drag to reorder"
          onPointerDown={drag.arm}
          sx={{ display: 'grid', placeItems: 'center', cursor: 'grab', color: 'text.secondary', p: 0.5 }}
        >
          <DragIndicatorIcon fontSize="small" />
        </Box>
        <FieldTypeIcon type={field.type} fontSize="small" sx={{ color: 'text.secondary' }} />
        <Typography
          id={`${field.id}-title`}
          component="h3"
          variant="subtitle2"
          noWrap
          sx={{ flex: 1, minWidth: 0, ml: 0.5 }}
        >
          {index + 1}. {name}
        </Typography>
        {field.required ? <Chip size="small" label="Required" sx={{ display: { xs: 'none', sm: 'flex' } }} /> : null}
        <MoveButtons
          name={`“${name}”`}
          upDisabled={disabled || index === 0}
          downDisabled={disabled || index === count - 1}
          onMove={(step) => onMove(index + step)}
        />
        <Tooltip title="Duplicate">
          <span>
            <IconButton
              size="small"
              aria-label={`Duplicate “${name}”`}
              disabled={disabled || count >= FORM_LIMITS.fields}
              onClick={onDuplicate}
            >
              <ContentCopyOutlinedIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Delete">
          <span>
            <IconButton size="small" aria-label={`Delete “${name}”`} disabled={disabled} onClick={onRemove}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Stack sx={{ gap: 2, p: { xs: 1.5, sm: 2 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            id={`${field.id}-label`}
            label="Question"
            required
            fullWidth
            value={field.label}
            onChange={(event) => update({ label: event.target.value })}
            error={Boolean(problems?.label)}
            helperText={problem(problems, 'label')}
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: FORM_LIMITS.label } }}
            sx={{ flex: 2 }}
          />
          <TextField
            id={`${field.id}-type`}
            select
            label="Answer type"
            value={field.type}
            onChange={(event) => onUpdate(changeType(field, event.target.value as FormFieldType))}
            disabled={disabled}
            sx={{ flex: 1, minWidth: 180 }}
          >
            {FORM_FIELD_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                  <FieldTypeIcon type={type} fontSize="small" sx={{ color: 'text.secondary' }} />
                  {FORM_FIELD_TYPE_LABELS[type]}
                </Stack>
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField
          id={`${field.id}-help`}
          label="Help text"
          fullWidth
          multiline
          value={field.help ?? ''}
          onChange={(event) => update({ help: event.target.value })}
          error={Boolean(problems?.help)}
          helperText={problem(problems, 'help') ?? 'Optional: shown under the question to guide the answer.'}
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: FORM_LIMITS.help } }}
        />
        <TypeSettings field={field} problems={problems} update={update} disabled={disabled} />
        <FormControlLabel
          control={
            <Switch
              checked={field.required}
              onChange={(event) => update({ required: event.target.checked })}
              disabled={disabled}
            />
          }
          label="Required to submit"
          sx={{ alignSelf: 'flex-start' }}
        />
        {other ? <Alert severity="error">{sentence(other)}</Alert> : null}
      </Stack>
    </Card>
  );
}

/** The palette of field types: one button each. */
function AddFieldPalette({ onAdd, disabled }: { onAdd(type: FormFieldType): void; disabled?: boolean }) {
  return (
    <Card variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderStyle: 'dashed' }}>
      <Typography id="add-field-heading" variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        Add a field
      </Typography>
      <Box
        role="group"
        aria-labelledby="add-field-heading"
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {FORM_FIELD_TYPES.map((type) => (
          <Button
            key={type}
            variant="outlined"
            color="inherit"
            onClick={() => onAdd(type)}
            disabled={disabled}
            startIcon={<FieldTypeIcon type={type} />}
            sx={{ justifyContent: 'flex-start', borderColor: 'divider', textTransform: 'none' }}
          >
            {FORM_FIELD_TYPE_LABELS[type]}
          </Button>
        ))}
      </Box>
    </Card>
  );
}

export function FormBuilder({
  fields,
  onChange,
  problems,
  disabled,
}: {
  fields: FormField[];
  onChange(next: FormField[]): void;
  /** ZFormDefinition's problems (definitionProblems), or null while they are not shown. */
  problems: TDefinitionProblems | null;
  disabled?: boolean;
}) {
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const [armed, setArmed] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const name = (f: FormField | undefined, i: number) => f?.label.trim() || `Question ${i + 1}`;
  const move = (from: number, to: number, keyboard: boolean) => {
    if (to < 0 || to >= fields.length || from === to) return;
    const moved = fields[from];
    onChange(moveField(fields, from, to));
    setAnnouncement(`${name(moved, from)} moved to position ${to + 1} of ${fields.length}.`);
    // The button pressed may now be disabled (top or bottom): keep the focus on the moved card's other one.
    if (keyboard && moved) setFocusId(`${moved.id}-label`);
  };
  const add = (type: FormFieldType) => {
    const field = newField(type, freshFieldId(fields));
    onChange([...fields, field]);
    setAnnouncement(`${FORM_FIELD_TYPE_LABELS[type]} field added as question ${fields.length + 1}.`);
    setFocusId(`${field.id}-label`);
  };

  return (
    <Stack sx={{ gap: 2 }}>
      {problems?.form ? <Alert severity="error">{sentence(problems.form)}</Alert> : null}
      {fields.length ? (
        <Stack component="ol" aria-label="Form fields" sx={{ gap: 2, m: 0, p: 0 }}>
          {fields.map((field, index) => (
            <FieldCard
              key={field.id}
              field={field}
              index={index}
              count={fields.length}
              problems={problems?.fields[index]}
              disabled={disabled}
              onUpdate={(next) => onChange(fields.map((f, i) => (i === index ? next : f)))}
              onMove={(to) => move(index, to, true)}
              onDuplicate={() => {
                const next = duplicateField(fields, index, freshFieldId(fields));
                onChange(next);
                const copy = next[index + 1];
                if (copy) setFocusId(`${copy.id}-label`);
                setAnnouncement(`${name(field, index)} duplicated as question ${index + 2}.`);
              }}
              onRemove={() => {
                onChange(removeField(fields, index));
                setAnnouncement(`${name(field, index)} deleted.`);
                const neighbour = fields[index + 1] ?? fields[index - 1];
                if (neighbour) setFocusId(`${neighbour.id}-label`);
              }}
              drag={{
                armed: armed === index,
                over: dragging !== null && over === index && dragging !== index,
                arm: () => setArmed(index),
                start: () => setDragging(index),
                enter: () => setOver(index),
                drop: () => {
                  if (dragging !== null) move(dragging, index, false);
                },
                end: () => {
                  setArmed(null);
                  setDragging(null);
                  setOver(null);
                },
              }}
            />
          ))}
        </Stack>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>
          No fields yet. Pick the kind of answer you need below; you can reorder the fields afterwards.
        </Typography>
      )}
      {fields.length < FORM_LIMITS.fields ? (
        <AddFieldPalette onAdd={add} disabled={disabled} />
      ) : (
        <Alert severity="info" variant="outlined">
          A form has at most {FORM_LIMITS.fields} fields.
        </Alert>
      )}
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Stack>
  );
}

// Pixel sizes as strings: MUI's sx reads 1 as 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
