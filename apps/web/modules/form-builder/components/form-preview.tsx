'use client';
// The builder's live preview: the form as the people filling it will see it, from the fields being built, with
// answers that can be tried and checked ("Check answers": contracts' answersSchema, as on submit). A field
// still without a label shows as "Question n"; options being typed show once they are not blank.
import type { FormAnswer, FormAnswers, FormField } from '@innov/contracts';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { answerProblems } from '../lib/answers.ts';
import { cleanField } from '../lib/builder.ts';
import { FormRenderer } from './form-renderer.tsx';

/** The fields as the preview shows them: labelled, with unique, non-blank options. */
export function previewFields(fields: readonly FormField[]): FormField[] {
  return fields.map((raw, i) => {
    const field = cleanField(raw);
    return {
      ...field,
      label: field.label || `Question ${i + 1}`,
      options: field.options ? [...new Set(field.options.filter(Boolean))] : field.options,
    };
  });
}

export function FormPreview({ fields, idPrefix = 'preview' }: { fields: readonly FormField[]; idPrefix?: string }) {
  const shown = useMemo(() => previewFields(fields), [fields]);
  const [answers, setAnswers] = useState<FormAnswers>({});
  const [problems, setProblems] = useState<Record<string, string> | null>(null);
  const change = (id: string, value: FormAnswer) => {
    const next = { ...answers, [id]: value };
    setAnswers(next);
    if (problems) setProblems(answerProblems(shown, next));
  };
  if (shown.length === 0)
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        Add a field and it appears here as the people filling the form will see it.
      </Typography>
    );
  const passed = problems !== null && Object.keys(problems).length === 0;
  return (
    <Stack sx={{ gap: 2.5 }}>
      <FormRenderer
        fields={shown}
        values={answers}
        onChange={change}
        errors={problems ?? undefined}
        idPrefix={idPrefix}
      />
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<FactCheckOutlinedIcon aria-hidden />}
          onClick={() => setProblems(answerProblems(shown, answers))}
        >
          Check answers
        </Button>
        {problems ? (
          <Button
            color="inherit"
            onClick={() => {
              setAnswers({});
              setProblems(null);
            }}
          >
            Clear answers
          </Button>
        ) : null}
      </Stack>
      <div aria-live="polite">
        {passed ? (
          <Alert severity="success" variant="outlined">
            These answers would be accepted.
          </Alert>
        ) : null}
      </div>
    </Stack>
  );
}
