// The surveys domain's back-office: its admin functions (listed in domain/registry.ts through this array) and its
// admin lists (exported as CSV through admin/lists.ts).
import type { AdminListName } from '@innov/contracts';
import type { AdminList } from '../admin/admin-list.ts';
import type { DomainFunction } from '../domain/function.ts';
import { adminGetSurvey } from './admin-get-survey.ts';
import { adminListSurveyResponses } from './admin-list-survey-responses.ts';
import { adminListSurveys } from './admin-list-surveys.ts';
import { adminSurveyResults } from './admin-survey-results.ts';
import { deleteSurvey } from './delete-survey.ts';
import { saveSurvey } from './save-survey.ts';

export const surveysAdminFunctions: DomainFunction[] = [
  adminListSurveys.fn,
  adminListSurveyResponses.fn,
  adminGetSurvey as unknown as DomainFunction,
  adminSurveyResults as unknown as DomainFunction,
  saveSurvey as unknown as DomainFunction,
  deleteSurvey as unknown as DomainFunction,
];

export const surveysAdminLists: Partial<Record<AdminListName, AdminList>> = {
  surveys: adminListSurveys as unknown as AdminList,
  surveyResponses: adminListSurveyResponses as unknown as AdminList,
};
