// The surveys domain's models: a survey with its questions, and the responses visitors and members give
// (through answerSurveyQuestion only).
import { schema } from '@innov/db';
import { bool, e, int, json, own, s, time } from '../models/fields.ts';
import type { ModelDef } from '../models/types.ts';

export const surveyModel: ModelDef = {
  name: 'Survey',
  table: schema.surveys,
  fields: {
    name: s('String!', { required: true, maxLength: 120 }),
    title: s('String!', { required: true, maxLength: 300 }),
    description: s('String', { maxLength: 4_000 }),
    startAt: time(),
    endAt: time(),
  },
  relations: {
    questions: {
      model: 'SurveyQuestion',
      kind: 'hasMany',
      index: 'surveyQuestionsBySurveyIdAndOrder',
      localField: 'id',
    },
    responses: {
      model: 'SurveyResponse',
      kind: 'hasMany',
      index: 'surveyResponsesBySurveyIdAndCreatedAt',
      localField: 'id',
    },
  },
  rules: [
    {
      // The active survey: started, and not ended.
      allow: 'public',
      ops: ['read'],
      where: (_p, now) => ({
        startAt: { le: now.toISOString() },
        or: [{ endAt: { attributeExists: false } }, { endAt: { gt: now.toISOString() } }],
      }),
    },
  ],
  // deleteSurvey is the back-office's function (surveys/delete-survey.ts: the questions and responses go too).
  // Written only by saveSurvey and deleteSurvey (one open window at a time, questions frozen once answered).
  expose: { get: true, list: true },
};

export const surveyQuestionModel: ModelDef = {
  name: 'SurveyQuestion',
  table: schema.surveyQuestions,
  fields: {
    surveyId: s('ID!', { required: true }),
    order: int(),
    title: s('String!', { required: true, maxLength: 500 }),
    fieldName: s('String!', { required: true, maxLength: 64 }),
    required: bool(),
    validation: json('AWSJSON'),
    control: e('SurveyControlType!', { required: true }),
    defaultValue: s('String', { maxLength: 500 }),
  },
  indexes: [{ query: 'surveyQuestionsBySurveyIdAndOrder', partition: 'surveyId', sort: 'order', internal: true }],
  // Reachable only through Survey.questions, whose parent the caller could already read.
  rules: [{ allow: 'public', ops: ['read'] }],
  // Written only with their survey (saveSurvey); read through Survey.questions.
  expose: {},
};

export const surveyResponseModel: ModelDef = {
  name: 'SurveyResponse',
  table: schema.surveyResponses,
  fields: {
    surveyId: s('ID!', { readOnly: true }),
    owner: s('String', { readOnly: true }),
    answers: json('AWSJSON', { readOnly: true }),
  },
  indexes: [
    { query: 'surveyResponsesBySurveyIdAndCreatedAt', partition: 'surveyId', sort: 'createdAt', internal: true },
  ],
  rules: [{ allow: 'signedIn', ops: ['read'], where: own }],
  // Written by answerSurveyQuestion; deleted with their survey (deleteSurvey, with the admin's password).
  expose: { get: true, list: true },
};
