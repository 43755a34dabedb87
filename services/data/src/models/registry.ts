// Every model of the data service, in one table: the schema, resolvers, filters, subscriptions and the web's
// generated copy are built from it. Each model is defined in its domain's folder (`<domain>/models.ts`: fields,
// indexes, relations and who may do what); `admins` (and the API key) may do everything, so rules list only
// what others may do. To add a model: its Drizzle table in packages/db, its definition in its domain, one line
// here (docs/architecture.md, "Adding a feature"). The order here is the order of the schema and the web's copy.
import { resourceModel } from '../content/models.ts';
import { enquiryModel } from '../enquiries/models.ts';
import { ideaCommentModel, ideaModel } from '../ideas/models.ts';
import { newsletterSubscriptionModel } from '../newsletter/models.ts';
import { notificationEventModel, notificationModel } from '../notifications/models.ts';
import { paymentModel, pricingPlanModel, referralCodeModel, signupPlanModel } from '../pricing/models.ts';
import { userProfileModel } from '../profiles/models.ts';
import { surveyModel, surveyQuestionModel, surveyResponseModel } from '../surveys/models.ts';
import { tenantModel } from '../workspaces/models.ts';
import type { ModelDef } from './types.ts';

export const models: ModelDef[] = [
  tenantModel,
  userProfileModel,
  signupPlanModel,
  pricingPlanModel,
  referralCodeModel,
  surveyModel,
  surveyQuestionModel,
  surveyResponseModel,
  resourceModel,
  paymentModel,
  notificationModel,
  notificationEventModel,
  enquiryModel,
  ideaModel,
  ideaCommentModel,
  newsletterSubscriptionModel,
];

export const modelsByName = new Map(models.map((m) => [m.name, m]));

export function model(name: string): ModelDef {
  const m = modelsByName.get(name);
  if (!m) throw new Error(`Unknown model ${name}`);
  return m;
}
