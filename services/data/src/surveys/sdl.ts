// The surveys domain's GraphQL: the question controls, getActiveSurvey and answerSurveyQuestion, and the
// back-office's survey functions (surveys/admin.ts lists them).
import { SURVEY_CONTROL_TYPES, SURVEY_STATES } from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const surveysSdl: SdlFragment = {
  enums: { SurveyControlType: SURVEY_CONTROL_TYPES, SurveyState: SURVEY_STATES },
  sdl: /* GraphQL */ `
input AnswerSurveyQuestionInput { surveyId: ID! questionId: ID! value: AWSJSON responseId: ID }
"A question's rules: TEXT minLength/maxLength; NUMBER min/max/integer; RANGE min/max/step."
type SurveyQuestionValidation { min: Float max: Float step: Float integer: Boolean minLength: Int maxLength: Int }
input SurveyQuestionValidationInput { min: Float max: Float step: Float integer: Boolean minLength: Int maxLength: Int }
type AdminSurveyQuestion {
  id: ID! order: Int! control: SurveyControlType! title: String! fieldName: String! required: Boolean!
  validation: SurveyQuestionValidation defaultValue: String
}
type AdminSurvey {
  id: ID! name: String! title: String! description: String startAt: AWSDateTime endAt: AWSDateTime
  state: SurveyState! questionCount: Int! responseCount: Int! createdAt: AWSDateTime! updatedAt: AWSDateTime!
  "Only from adminGetSurvey and saveSurvey."
  questions: [AdminSurveyQuestion!]
}
type AdminSurveyPage { items: [AdminSurvey!]! total: Int! page: Int! pageSize: Int! }
type AdminSurveyResponse {
  id: ID! surveyId: ID! respondent: String answers: AWSJSON! createdAt: AWSDateTime! updatedAt: AWSDateTime!
}
type AdminSurveyResponsePage { items: [AdminSurveyResponse!]! total: Int! page: Int! pageSize: Int! }
type SurveyHistogramBin { from: Float! to: Float! count: Int! }
type SurveyTextAnswer { responseId: ID! value: String! createdAt: AWSDateTime! }
type SurveyQuestionResult {
  questionId: ID! fieldName: String! title: String! control: SurveyControlType! answered: Int!
  yes: Int no: Int min: Float max: Float mean: Float median: Float
  histogram: [SurveyHistogramBin!]! latest: [SurveyTextAnswer!]!
}
type SurveyResults { surveyId: ID! responseCount: Int! questions: [SurveyQuestionResult!]! }
input SaveSurveyQuestionInput {
  id: ID control: SurveyControlType! title: String! fieldName: String required: Boolean
  validation: SurveyQuestionValidationInput defaultValue: String
}
input SaveSurveyInput {
  id: ID name: String! title: String! description: String startAt: AWSDateTime endAt: AWSDateTime
  questions: [SaveSurveyQuestionInput!]!
}
# The admin's password: deleting asks for it again (the generated input otherwise).
extend input DeleteSurveyInput { password: String }
extend type Query {
  "The survey open now (started, not ended), or null."
  getActiveSurvey: Survey
  adminListSurveys(input: AdminListInput): AdminSurveyPage!
  adminGetSurvey(id: ID!): AdminSurvey!
  adminSurveyResults(surveyId: ID!): SurveyResults!
  adminListSurveyResponses(input: AdminListInput): AdminSurveyResponsePage!
}
extend type Mutation {
  answerSurveyQuestion(input: AnswerSurveyQuestionInput!): SurveyResponse
  saveSurvey(input: SaveSurveyInput!): AdminSurvey!
  deleteSurvey(input: DeleteSurveyInput!): AdminSurvey!
}
`,
};
