// deleteSurvey: a platform admin deletes a survey with its questions and every response, confirming with their
// password.
import { z } from 'zod';
import { confirmAdminPassword } from '../admin/confirm-password.ts';
import { defineFunction } from '../domain/function.ts';
import { type AdminSurvey, readSurvey, surveyEvent } from './survey-records.ts';

export const deleteSurvey = defineFunction({
  name: 'deleteSurvey',
  type: 'Mutation',
  allow: 'admins',
  input: z.object({
    input: z.object({
      id: z.string().min(1, 'expected an id').max(128, 'at most 128 characters'),
      password: z.string().max(256).nullish(),
    }),
  }),
  audit: (s: AdminSurvey) => ({
    target: `Survey:${s.id}`,
    details: { name: s.name, title: s.title, responses: s.responseCount },
  }),
  async prepare(ctx, { input }) {
    await confirmAdminPassword(ctx, input.password);
  },
  async run(ctx, { input }) {
    const { db, deps } = ctx;
    await db.query('select id from app.surveys where id = $1 for update', [input.id]);
    const survey = await readSurvey(db.query, input.id, deps.now());
    const event = await surveyEvent(db.query, survey.id);
    await db.query('delete from app.survey_responses where survey_id = $1', [survey.id]);
    await db.query('delete from app.survey_questions where survey_id = $1', [survey.id]);
    await db.query('delete from app.surveys where id = $1', [survey.id]);
    if (event) ctx.publish('onDeleteSurvey', event);
    return survey;
  },
});
