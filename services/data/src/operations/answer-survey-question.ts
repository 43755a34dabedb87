// answerSurveyQuestion: one answer at a time to the active survey, by a guest or a member. The first answer
// opens a response; later ones name it (responseId) and must come from the same caller (user, or guest
// identity). Values are checked against the question's control and validation.
import { requireAudience, requireScope } from '../auth/guard.ts';
import { Errors } from '../errors.ts';
import { type GraphQLContext, runtime } from '../graphql/context.ts';
import { checkId, publish } from '../graphql/model-resolvers.ts';
import { createRecord, getRecord, toRecord } from '../store/repository.ts';

interface Input {
  surveyId: string;
  questionId: string;
  value?: unknown;
  responseId?: string | null;
}

interface Question {
  id: string;
  field_name: string;
  required: boolean;
  control: string;
  validation: { min?: number; max?: number; maxLength?: number; step?: number } | null;
}

function checkAnswer(q: Question, value: unknown): unknown {
  const where = 'input.value';
  if (value === null || value === undefined || value === '') {
    if (q.required) throw Errors.validation(`${where}: this question requires an answer`);
    return null;
  }
  const v = q.validation ?? {};
  switch (q.control) {
    case 'BOOLEAN':
      if (typeof value !== 'boolean') throw Errors.validation(`${where}: expected true or false`);
      return value;
    case 'TEXT': {
      const max = v.maxLength ?? 2_000;
      if (typeof value !== 'string') throw Errors.validation(`${where}: expected text`);
      if (value.length > max) throw Errors.validation(`${where}: at most ${max} characters`);
      return value;
    }
    case 'NUMBER':
    case 'RANGE': {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw Errors.validation(`${where}: expected a number`);
      if (v.min !== undefined && value < v.min) throw Errors.validation(`${where}: at least ${v.min}`);
      if (v.max !== undefined && value > v.max) throw Errors.validation(`${where}: at most ${v.max}`);
      return value;
    }
    default:
      throw Errors.validation(`${where}: this item takes no answer`);
  }
}

export async function answerSurveyQuestion(_s: unknown, args: { input: Input }, ctx: GraphQLContext) {
  const { principal, deps } = ctx;
  requireAudience(principal, 'public', 'answerSurveyQuestion');
  const input = args.input;
  const surveyId = checkId(input.surveyId, 'input.surveyId');
  const questionId = checkId(input.questionId, 'input.questionId');
  const surveys = runtime(ctx, 'Survey');
  const now = deps.now();
  // Only a survey the caller can read (for everyone but admins: the open one) takes answers.
  const scope = await requireScope(principal, surveys.def, 'read', now, 'answerSurveyQuestion', 'Mutation');
  const survey = await getRecord(deps.database.query, surveys, surveyId, scope);
  if (!survey?.allowed) throw Errors.validation('input.surveyId: no open survey with this id');
  const [question] = await deps.database.query<Question>(
    'select id, field_name, required, control, validation from app.survey_questions where id = $1 and survey_id = $2',
    [questionId, surveyId],
  );
  if (!question) throw Errors.validation('input.questionId: not a question of this survey');
  const value = checkAnswer(question, input.value);
  if (!principal.isAdmin && !deps.limiter.take('survey', principal.ip)) throw Errors.tooManyRequests();

  const responses = runtime(ctx, 'SurveyResponse');
  if (input.responseId) {
    const responseId = checkId(input.responseId, 'input.responseId');
    const rows = await deps.database.transaction(async (q) => {
      const [current] = await q<{ owner: string | null; identity_id: string | null }>(
        'select owner, identity_id from app.survey_responses where id = $1 and survey_id = $2 for update',
        [responseId, surveyId],
      );
      if (!current) throw Errors.validation('input.responseId: no such response to this survey');
      const mine =
        principal.isAdmin ||
        (principal.userId !== undefined && current.owner === principal.userId) ||
        (current.owner === null && principal.identityId !== undefined && current.identity_id === principal.identityId);
      if (!mine) throw Errors.unauthorized('answerSurveyQuestion', 'Mutation');
      return q<Record<string, unknown>>(
        `update app.survey_responses set answers = answers || jsonb_build_object($2::text, $3::jsonb), updated_at = $4
          where id = $1 returning ${responses.selectList}`,
        [responseId, question.field_name, JSON.stringify(value), now],
      );
    });
    const record = toRecord(responses, rows[0]);
    await publish(ctx, 'onUpdateSurveyResponse', record);
    return record;
  }
  const record = await createRecord(
    deps.database,
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
  await publish(ctx, 'onCreateSurveyResponse', record);
  return record;
}
