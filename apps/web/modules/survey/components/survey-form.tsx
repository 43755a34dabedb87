'use client';
// The active survey with every control type: BOOLEAN (yes/no), TEXT, NUMBER, RANGE (slider) and DIVIDER
// (a section heading). Answers are checked here with the server's rules, then sent one by one with
// answerSurveyQuestion as a guest (the first opens the response, the rest name it); then a thank-you.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { errorText, guestGraphql, preloadGuestGraphql } from '../../marketing/lib/guest-graphql.ts';
import {
  ANSWER_SURVEY_QUESTION,
  checkAnswer,
  initialAnswer,
  type TAnswer,
  type TSurvey,
  type TSurveyQuestion,
} from '../lib/survey.ts';

function QuestionField({
  q,
  value,
  error,
  onChange,
}: {
  q: TSurveyQuestion;
  value: TAnswer;
  error?: string;
  onChange: (v: TAnswer) => void;
}) {
  const id = `survey-${q.fieldName}`;
  const label = `${q.title}${q.required ? ' *' : ''}`;
  const v = q.validation ?? {};
  switch (q.control) {
    case 'DIVIDER':
      return (
        <Box sx={{ pt: 2 }}>
          <Divider sx={{ mb: 2 }} />
          <Typography variant="h5" component="h2">
            {q.title}
          </Typography>
        </Box>
      );
    case 'BOOLEAN':
      return (
        <FormControl error={Boolean(error)} required={Boolean(q.required)}>
          <FormLabel id={`${id}-label`} sx={{ color: 'text.primary', fontWeight: 600 }}>
            {q.title}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-label`}
            name={q.fieldName}
            value={value === null ? '' : String(value)}
            onChange={(e) => onChange(e.target.value === 'true')}
          >
            <FormControlLabel value="true" control={<Radio id={`${id}-yes`} />} label="Yes" />
            <FormControlLabel value="false" control={<Radio id={`${id}-no`} />} label="No" />
          </RadioGroup>
          {error ? <FormHelperText>{error}</FormHelperText> : null}
        </FormControl>
      );
    case 'NUMBER':
      return (
        <TextField
          id={id}
          name={q.fieldName}
          type="number"
          label={label}
          value={value === null ? '' : String(value)}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          error={Boolean(error)}
          helperText={
            error ?? (v.min !== undefined && v.max !== undefined ? `A number from ${v.min} to ${v.max}.` : ' ')
          }
          slotProps={{
            htmlInput: { min: v.min, max: v.max, inputMode: 'numeric' },
            inputLabel: { sx: { whiteSpace: 'normal', position: 'relative', transform: 'none', mb: 1 } },
          }}
          sx={{ maxWidth: 360, '& legend': { display: 'none' } }}
        />
      );
    case 'RANGE':
      return (
        <FormControl error={Boolean(error)} sx={{ maxWidth: 520 }}>
          <FormLabel id={`${id}-label`} sx={{ color: 'text.primary', fontWeight: 600 }}>
            {label}
          </FormLabel>
          <Stack direction="row" sx={{ gap: 3, alignItems: 'center', mt: 1, px: 1 }}>
            <Slider
              id={id}
              aria-labelledby={`${id}-label`}
              name={q.fieldName}
              value={typeof value === 'number' ? value : (v.min ?? 0)}
              min={v.min ?? 0}
              max={v.max ?? 10}
              step={v.step ?? 1}
              marks
              valueLabelDisplay="auto"
              onChange={(_e, n) => onChange(Array.isArray(n) ? (n[0] ?? null) : n)}
            />
            <Typography sx={{ minWidth: 32, fontWeight: 700 }} aria-hidden data-testid={`${id}-value`}>
              {String(value ?? '')}
            </Typography>
          </Stack>
          {error ? <FormHelperText>{error}</FormHelperText> : null}
        </FormControl>
      );
    default:
      return (
        <TextField
          id={id}
          name={q.fieldName}
          label={label}
          multiline
          minRows={3}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? (v.maxLength ? `Up to ${v.maxLength} characters.` : ' ')}
          slotProps={{
            htmlInput: { maxLength: v.maxLength },
            inputLabel: { sx: { whiteSpace: 'normal', position: 'relative', transform: 'none', mb: 1 } },
          }}
          sx={{ '& legend': { display: 'none' } }}
        />
      );
  }
}

export function SurveyForm({ survey }: { survey: TSurvey }) {
  const answerable = survey.questions.filter((q) => q.control !== 'DIVIDER');
  const [answers, setAnswers] = useState<Record<string, TAnswer>>(() =>
    Object.fromEntries(answerable.map((q) => [q.id, initialAnswer(q)])),
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = Object.fromEntries(answerable.map((q) => [q.id, checkAnswer(q, answers[q.id] ?? null)]));
    setErrors(found);
    const firstInvalid = answerable.find((q) => found[q.id]);
    if (firstInvalid) {
      const el =
        document.getElementById(`survey-${firstInvalid.fieldName}`) ??
        document.getElementById(`survey-${firstInvalid.fieldName}-yes`);
      el?.focus();
      toast.error('Please answer the questions marked in red.');
      return;
    }
    setSending(true);
    try {
      let responseId: string | null = null;
      for (const q of answerable) {
        const value = answers[q.id];
        if (value === null || value === '' || value === undefined) continue;
        const data: { answerSurveyQuestion: { id: string } } = await guestGraphql(ANSWER_SURVEY_QUESTION, {
          // AWSJSON travels as JSON text, as AppSync expects.
          input: { surveyId: survey.id, questionId: q.id, value: JSON.stringify(value), responseId },
        });
        responseId = data.answerSurveyQuestion.id;
      }
      setDone(true);
      toast.success('Thank you for your answers.');
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <Alert severity="success" role="status" sx={{ fontSize: '1.05rem' }} data-testid="survey-thank-you">
        <Typography variant="h5" component="h2">
          Thank you for taking part
        </Typography>
        Your answers are in. We publish the anonymised results in the Innovation Journal every quarter.
      </Alert>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onFocus={preloadGuestGraphql} aria-label={survey.title}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Questions marked * need an answer.
      </Typography>
      <Stack spacing={4}>
        {survey.questions.map((q) => (
          <QuestionField
            key={q.id}
            q={q}
            value={answers[q.id] ?? null}
            error={errors[q.id]}
            onChange={(value) => {
              setAnswers((a) => ({ ...a, [q.id]: value }));
              setErrors((e) => ({ ...e, [q.id]: undefined }));
            }}
          />
        ))}
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ mt: 5 }}>
        {sending ? 'Sending…' : 'Send my answers'}
      </Button>
    </Box>
  );
}
