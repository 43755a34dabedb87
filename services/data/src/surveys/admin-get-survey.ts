// adminGetSurvey: a survey with its questions in order, for the back-office's builder.
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { readQuestions, readSurvey } from './survey-records.ts';

export const adminGetSurvey = defineFunction({
  name: 'adminGetSurvey',
  type: 'Query',
  allow: 'admins',
  input: z.object({ id: z.string().min(1, 'expected an id').max(128, 'at most 128 characters') }),
  async run({ db, deps }, { id }) {
    const survey = await readSurvey(db.query, id, deps.now());
    return { ...survey, questions: await readQuestions(db.query, id) };
  },
});
