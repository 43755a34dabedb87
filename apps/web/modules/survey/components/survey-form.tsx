'use client';
// The active survey with every control type: BOOLEAN (yes/no), TEXT, NUMBER, RANGE (slider) and DIVIDER
// (a section heading). Answers are checked here with the server's rules, then sent one by one with
// answerSurveyQuestion as a guest (the first opens the response, the rest name it); then a thank-you.
// Plain elements styled by the site kit (site-ui/site.css) and survey-form.module.css: no runtime styling.
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { island } from '../../islands/island.tsx';
import { guestCall, preloadGuestCall, type TGuestResult } from '../../marketing/lib/guest-graphql.ts';
import { cx } from '../../site-ui/lib/cx.ts';
import { notify } from '../../site-ui/lib/notify.ts';
import { useHydratedForm } from '../../site-ui/lib/use-hydrated-form.ts';
import {
  ANSWER_SURVEY_QUESTION,
  answerFromControl,
  checkAnswer,
  initialAnswer,
  surveyQuestions,
  type TAnswer,
  type TSurvey,
  type TSurveyQuestion,
} from '../lib/survey.ts';
import styles from './survey-form.module.css';

function Required({ required }: { required: boolean }) {
  return required ? (
    <span className="s-required" aria-hidden>
      *
    </span>
  ) : null;
}

function Helper({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  const text = error ?? hint;
  if (!text) return null;
  return (
    <p id={id} className={cx('s-helper', error && 's-helper--error')}>
      {text}
    </p>
  );
}

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
  const helperId = `${id}-helper`;
  const required = Boolean(q.required);
  const v = q.validation ?? {};
  const a11y = (hint?: string) => ({
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? helperId : undefined,
    'aria-required': required || undefined,
  });

  switch (q.control) {
    case 'DIVIDER':
      return (
        <div className={styles.section}>
          <hr className="s-divider" />
          <h2 className="s-h5">{q.title}</h2>
        </div>
      );
    case 'BOOLEAN':
      return (
        <div role="radiogroup" aria-labelledby={`${id}-label`} className="s-field" {...a11y()}>
          <span id={`${id}-label`} className="s-label">
            {q.title}
            <Required required={required} />
          </span>
          <div className={styles.radios}>
            <label className={cx('s-check', styles.radio)} htmlFor={`${id}-yes`}>
              <input
                id={`${id}-yes`}
                type="radio"
                name={q.fieldName}
                value="true"
                checked={value === true}
                onChange={(e) => onChange(answerFromControl(q, e.target.value))}
              />
              Yes
            </label>
            <label className={cx('s-check', styles.radio)} htmlFor={`${id}-no`}>
              <input
                id={`${id}-no`}
                type="radio"
                name={q.fieldName}
                value="false"
                checked={value === false}
                onChange={(e) => onChange(answerFromControl(q, e.target.value))}
              />
              No
            </label>
          </div>
          <Helper id={helperId} error={error} />
        </div>
      );
    case 'NUMBER': {
      const kind = v.integer ? 'A whole number' : 'A number';
      const hint = v.min !== undefined && v.max !== undefined ? `${kind} from ${v.min} to ${v.max}.` : undefined;
      return (
        <div className={cx('s-field', styles.number)}>
          <label className="s-label" htmlFor={id}>
            {q.title}
            <Required required={required} />
          </label>
          <input
            id={id}
            name={q.fieldName}
            type="number"
            inputMode={v.integer ? 'numeric' : 'decimal'}
            min={v.min}
            max={v.max}
            step={v.integer ? 1 : 'any'}
            className="s-input"
            value={value === null ? '' : String(value)}
            onChange={(e) => onChange(answerFromControl(q, e.target.value))}
            {...a11y(hint)}
          />
          <Helper id={helperId} error={error} hint={hint} />
        </div>
      );
    }
    case 'RANGE': {
      const min = v.min ?? 0;
      const max = v.max ?? 10;
      const current = typeof value === 'number' ? value : min;
      return (
        <div className={cx('s-field', styles.range)}>
          <label className="s-label" htmlFor={id}>
            {q.title}
            <Required required={required} />
          </label>
          <div className={styles.rangeRow}>
            <div className={styles.rangeTrack}>
              <input
                id={id}
                name={q.fieldName}
                type="range"
                className={cx('s-range', styles.rangeInput)}
                min={min}
                max={max}
                step={v.step ?? 1}
                value={current}
                onChange={(e) => onChange(answerFromControl(q, e.target.value))}
                {...a11y()}
              />
              <div className={cx('s-caption s-muted', styles.rangeEnds)} aria-hidden>
                <span>{min}</span>
                <span>{max}</span>
              </div>
            </div>
            <span className={styles.rangeValue} aria-hidden data-testid={`${id}-value`}>
              {String(value ?? '')}
            </span>
          </div>
          <Helper id={helperId} error={error} />
        </div>
      );
    }
    default: {
      const hint = v.maxLength ? `Up to ${v.maxLength} characters.` : undefined;
      return (
        <div className="s-field">
          <label className="s-label" htmlFor={id}>
            {q.title}
            <Required required={required} />
          </label>
          <textarea
            id={id}
            name={q.fieldName}
            rows={3}
            maxLength={v.maxLength}
            className={cx('s-input', styles.text)}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(answerFromControl(q, e.target.value))}
            {...a11y(hint)}
          />
          <Helper id={helperId} error={error} hint={hint} />
        </div>
      );
    }
  }
}

function ThankYou() {
  const ref = useRef<HTMLDivElement>(null);
  // The form is gone: move focus to the message so keyboard and screen-reader users are not left on <body>.
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={cx('s-alert s-alert--success', styles.thanks)}
      role="status"
      data-testid="survey-thank-you"
    >
      <CircleCheck className="s-icon" aria-hidden />
      <div>
        <h2 className="s-h5">Thank you for taking part</h2>
        Your answers are in. We publish the anonymised results in the Innovation Journal every quarter.
      </div>
    </div>
  );
}

function SurveyFormView({ survey }: { survey: TSurvey }) {
  const answerable = surveyQuestions(survey.questions);
  const [answers, setAnswers] = useState<Record<string, TAnswer>>(() =>
    Object.fromEntries(answerable.map((q) => [q.id, initialAnswer(q)])),
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const submitProps = useHydratedForm(form, (input) => {
    const q = answerable.find((question) => question.fieldName === input.name);
    if (q) setAnswers((a) => ({ ...a, [q.id]: answerFromControl(q, String(input.value)) }));
  });

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
      void notify('error', 'Please answer the questions marked in red.');
      return;
    }
    setSending(true);
    let responseId: string | null = null;
    for (const q of answerable) {
      const value = answers[q.id];
      if (value === null || value === '' || value === undefined) continue;
      const result: TGuestResult<{ id: string }> = await guestCall(ANSWER_SURVEY_QUESTION, {
        // AWSJSON travels as JSON text, as AppSync expects.
        input: { surveyId: survey.id, questionId: q.id, value: JSON.stringify(value), responseId },
      });
      if (result.error) {
        // The answers stay in the form, so the visitor can send them again; an answer the service refuses shows
        // its message beside that question.
        if (result.error.field === 'value') setErrors({ [q.id]: result.error.message });
        void notify('error', result.error.message);
        setSending(false);
        return;
      }
      responseId = result.data.id;
    }
    setSending(false);
    setDone(true);
    void notify('success', 'Thank you for your answers.');
  }

  if (done) return <ThankYou />;

  return (
    <form ref={form} noValidate onSubmit={onSubmit} onFocus={preloadGuestCall} aria-label={survey.title}>
      <p className={cx('s-body2 s-muted', styles.note)}>Questions marked * need an answer.</p>
      <div className={styles.questions}>
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
      </div>
      <button type="submit" className={cx('s-btn s-btn--contained s-btn--lg', styles.submit)} {...submitProps(sending)}>
        {sending ? 'Sending…' : 'Send my answers'}
      </button>
    </form>
  );
}

export const SurveyForm = island('survey-form', SurveyFormView);
