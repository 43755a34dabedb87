// answerSurveyQuestion: one answer at a time to the active survey, by a guest or a member. The first answer
// opens a response; later ones name it (responseId) and must come from the same caller (user, or guest
// identity). Values are checked against the question's control and validation with the rule the public form
// uses (contracts' survey-answers.ts).
import { isNoAnswer, surveyAnswerProblem, type TSurveyValidation } from '@innov/contracts/survey-answers';
import { z } from 'zod';
import { requireScope } from '../auth/guard.ts';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { runtime } from '../graphql/context.ts';
import { checkId } from '../graphql/model-resolvers.ts';
import { createRecord, type DbRecord, getRecord, toRecord } from '../store/repository.ts';

const ZId = (where: string) => z.string().transform((v) => checkId(v, where));

export const ZAnswerSurveyQuestionArgs = z.object({
  input: z.object({
    surveyId: ZId('input.surveyId'),
    questionId: ZId('input.questionId'),
    value: z.unknown().optional(),
    responseId: ZId('input.responseId').nullish(),
  }),
});

interface Question {
  id: string;
  field_name: string;
  required: boolean;
  control: string;
  validation: TSurveyValidation | null;
}

/** The answer as stored, or a ValidationError in the words the public form shows (contracts' one rule). */
function checkAnswer(q: Question, value: unknown): unknown {
  const problem = surveyAnswerProblem(q, value);
  if (problem) throw Errors.validation(`input.value: ${problem}`);
  return isNoAnswer(value) ? null : value;
}

export const answerSurveyQuestion = defineFunction({
  name: 'answerSurveyQuestion',
  type: 'Mutation',
  allow: 'public',
  guestLimit: 'survey',
  input: ZAnswerSurveyQuestionArgs,
  audit: (record: DbRecord) => ({ target: `SurveyResponse:${record.id}` }),
  async run(ctx, { input }) {
    const { principal, deps, db } = ctx;
    const { surveyId, questionId } = input;
    const surveys = runtime(ctx, 'Survey');
    const now = deps.now();
    // Only a survey the caller can read (for everyone but admins: the open one) takes answers.
    const scope = await requireScope(principal, surveys.def, 'read', now, 'answerSurveyQuestion', 'Mutation');
    const survey = await getRecord(db.query, surveys, surveyId, scope);
    if (!survey?.allowed) throw Errors.validation('input.surveyId: no open survey with this id');
    const [question] = await db.query<Question>(
      'select id, field_name, required, control, validation from app.survey_questions where id = $1 and survey_id = $2',
      [questionId, surveyId],
    );
    if (!question) throw Errors.validation('input.questionId: not a question of this survey');
    const value = checkAnswer(question, input.value);

    const responses = runtime(ctx, 'SurveyResponse');
    if (input.responseId) {
      const responseId = input.responseId;
      const [current] = await db.query<{ owner: string | null; identity_id: string | null }>(
        'select owner, identity_id from app.survey_responses where id = $1 and survey_id = $2 for update',
        [responseId, surveyId],
      );
      const mine =
        current &&
        (principal.isAdmin ||
          (principal.userId !== undefined && current.owner === principal.userId) ||
          (current.owner === null &&
            principal.identityId !== undefined &&
            current.identity_id === principal.identityId));
      // Someone else's response answers as one that does not exist: its id tells nothing.
      if (!mine) throw Errors.validation('input.responseId: no such response to this survey');
      const rows = await db.query<Record<string, unknown>>(
        `update app.survey_responses set answers = answers || jsonb_build_object($2::text, $3::jsonb), updated_at = $4
          where id = $1 returning ${responses.selectList}`,
        [responseId, question.field_name, JSON.stringify(value), now],
      );
      const record = toRecord(responses, rows[0]);
      ctx.publish('onUpdateSurveyResponse', record);
      return record;
    }
    const record = await createRecord(
      db,
      responses,
      {
        surveyId,
        owner: principal.userId ?? null,
        identityId: principal.identityId ?? null,
        requesterIp: principal.ip || null,
        answers: { [question.field_name]: value },
      },
      null,
      now,
    );
    ctx.publish('onCreateSurveyResponse', record);
    return record;
  },
});
