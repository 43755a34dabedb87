// adminSurveyResults: a survey's responses summed up per question: BOOLEAN yes and no counts; NUMBER and RANGE the
// count, minimum, maximum, mean, median and a histogram; TEXT the count and the latest 20 answers.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { type AdminSurveyQuestion, readQuestions, readSurvey } from './survey-records.ts';

export const LATEST_TEXT_ANSWERS = 20;
const MAX_BINS = 10;

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

export interface QuestionResult {
  questionId: string;
  fieldName: string;
  title: string;
  control: string;
  answered: number;
  yes: number | null;
  no: number | null;
  min: number | null;
  max: number | null;
  mean: number | null;
  median: number | null;
  histogram: HistogramBin[];
  latest: { responseId: string; value: string; createdAt: Date }[];
}

/** The median of values given as (value, count) pairs sorted by value. */
export function medianOf(groups: { value: number; count: number }[]): number | null {
  const total = groups.reduce((n, g) => n + g.count, 0);
  if (!total) return null;
  const at = (k: number) => {
    let seen = 0;
    for (const g of groups) {
      seen += g.count;
      if (k < seen) return g.value;
    }
    return groups[groups.length - 1]?.value ?? 0;
  };
  return total % 2 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
}

/**
 * Bins over [min, max]: one per value for a RANGE's few steps (or whole numbers spanning at most MAX_BINS), else
 * MAX_BINS equal ones (the last one closed).
 */
export function histogramOf(
  groups: { value: number; count: number }[],
  q: Pick<AdminSurveyQuestion, 'control' | 'validation'>,
): HistogramBin[] {
  if (!groups.length) return [];
  const v = q.validation ?? {};
  const lo = q.control === 'RANGE' && v.min !== undefined ? v.min : (groups[0]?.value ?? 0);
  const hi = q.control === 'RANGE' && v.max !== undefined ? v.max : (groups[groups.length - 1]?.value ?? 0);
  const step = q.control === 'RANGE' ? (v.step ?? 1) : 1;
  const whole = groups.every((g) => Number.isInteger((g.value - lo) / step));
  // Bins counted by index, never by adding to a float (past 2^53, x + 1 === x); no histogram of non-finite values.
  if (!Number.isFinite(lo) || !Number.isFinite(hi) || !Number.isFinite((hi - lo) / step)) return [];
  if (whole && (hi - lo) / step + 1 <= MAX_BINS * 2) {
    const n = Math.round((hi - lo) / step) + 1;
    const bins: HistogramBin[] = Array.from({ length: n }, (_, i) => ({
      from: lo + i * step,
      to: lo + i * step,
      count: 0,
    }));
    for (const g of groups) {
      const bin = bins[Math.round((g.value - lo) / step)];
      if (bin) bin.count += g.count;
    }
    return bins;
  }
  const width = (hi - lo) / MAX_BINS || 1;
  const bins = Array.from({ length: MAX_BINS }, (_, i) => ({
    from: lo + i * width,
    to: lo + (i + 1) * width,
    count: 0,
  }));
  for (const g of groups) {
    const i = Math.min(MAX_BINS - 1, Math.max(0, Math.floor((g.value - lo) / width)));
    const bin = bins[i];
    if (bin) bin.count += g.count;
  }
  return bins;
}

export const adminSurveyResults = defineFunction({
  name: 'adminSurveyResults',
  type: 'Query',
  allow: 'admins',
  input: z.object({ surveyId: z.string().min(1, 'expected an id').max(128, 'at most 128 characters') }),
  async run({ db, deps }, { surveyId }) {
    const survey = await readSurvey(db.query, surveyId, deps.now());
    const questions = (await readQuestions(db.query, surveyId)).filter((q) => q.control !== 'DIVIDER');
    const results: QuestionResult[] = [];
    for (const q of questions) {
      const result: QuestionResult = {
        questionId: q.id,
        fieldName: q.fieldName,
        title: q.title,
        control: q.control,
        answered: 0,
        yes: null,
        no: null,
        min: null,
        max: null,
        mean: null,
        median: null,
        histogram: [],
        latest: [],
      };
      if (q.control === 'BOOLEAN') {
        const [row] = await db.query<{ yes: number; no: number }>(
          `select count(*) filter (where answers -> $2 = 'true'::jsonb)::int as yes,
                  count(*) filter (where answers -> $2 = 'false'::jsonb)::int as no
             from app.survey_responses where survey_id = $1`,
          [surveyId, q.fieldName],
        );
        result.yes = row?.yes ?? 0;
        result.no = row?.no ?? 0;
        result.answered = result.yes + result.no;
      } else if (q.control === 'NUMBER' || q.control === 'RANGE') {
        const groups = (
          await db.query<{ value: number; count: number }>(
            `select (answers ->> $2)::float8 as value, count(*)::int as count
               from app.survey_responses
              where survey_id = $1 and jsonb_typeof(answers -> $2) = 'number'
              group by 1 order by 1`,
            [surveyId, q.fieldName],
          )
        ).map((g) => ({ value: Number(g.value), count: g.count }));
        result.answered = groups.reduce((n, g) => n + g.count, 0);
        if (result.answered) {
          result.min = groups[0]?.value ?? null;
          result.max = groups[groups.length - 1]?.value ?? null;
          const mean = groups.reduce((s, g) => s + g.value * g.count, 0) / result.answered;
          result.mean = Number.isFinite(mean) ? mean : null;
          result.median = medianOf(groups);
          result.histogram = histogramOf(groups, q);
        }
      } else {
        const [count] = await db.query<{ n: number }>(
          `select count(*)::int as n from app.survey_responses
            where survey_id = $1 and jsonb_typeof(answers -> $2) = 'string' and answers ->> $2 <> ''`,
          [surveyId, q.fieldName],
        );
        result.answered = count?.n ?? 0;
        const latest = await db.query<{ id: string; value: string; updated_at: Date | string }>(
          `select id, answers ->> $2 as value, updated_at from app.survey_responses
            where survey_id = $1 and jsonb_typeof(answers -> $2) = 'string' and answers ->> $2 <> ''
            order by updated_at desc, id desc limit ${LATEST_TEXT_ANSWERS}`,
          [surveyId, q.fieldName],
        );
        result.latest = latest.map((r) => ({ responseId: r.id, value: r.value, createdAt: new Date(r.updated_at) }));
      }
      results.push(result);
    }
    return { surveyId, responseCount: survey.responseCount, questions: results };
  },
});
