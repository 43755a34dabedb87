// The surveys domain's GraphQL: the question controls, getActiveSurvey and answerSurveyQuestion.
import { SURVEY_CONTROL_TYPES } from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const surveysSdl: SdlFragment = {
  enums: { SurveyControlType: SURVEY_CONTROL_TYPES },
  sdl: /* GraphQL */ `
input AnswerSurveyQuestionInput { surveyId: ID! questionId: ID! value: AWSJSON responseId: ID }
extend type Query {
  "The survey open now (started, not ended), or null."
  getActiveSurvey: Survey
}
extend type Mutation {
  answerSurveyQuestion(input: AnswerSurveyQuestionInput!): SurveyResponse
}
`,
};
