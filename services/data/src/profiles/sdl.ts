// The profiles domain's GraphQL: what a profile embeds (its Cognito user, its payment account), the account
// page's security activity and the deletion of a user's data.
import type { SdlFragment } from '../graphql/fragment.ts';

export const profilesSdl: SdlFragment = {
  sdl: /* GraphQL */ `
type CognitoUser { email: AWSEmail createDate: AWSDateTime lastModifiedDate: AWSDateTime enabled: Boolean }
input CognitoUserInput { email: AWSEmail createDate: AWSDateTime lastModifiedDate: AWSDateTime enabled: Boolean }
type StripeAccount { customerId: String createDate: AWSDateTime }
input StripeAccountInput { customerId: String createDate: AWSDateTime }
type PaymentAccount { stripe: StripeAccount }
input PaymentAccountInput { stripe: StripeAccountInput }
input DeleteUserDataInput { userName: String! }
type DeleteUserDataResult { userName: String! deletedItems: Int! }
type SecurityActivity { id: ID! kind: String! outcome: String detail: String ipAddress: String device: String at: AWSDateTime! }
extend type Query {
  "The signed-in user's recent sign-ins and security changes, newest first."
  listMySecurityActivity(limit: Int): [SecurityActivity!]!
}
extend type Mutation {
  deleteUserData(input: DeleteUserDataInput!): DeleteUserDataResult
}
`,
};
