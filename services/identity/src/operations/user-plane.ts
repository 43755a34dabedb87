// User-plane operations (unauthenticated or access-token calls), each behind the per-IP and per-client limits.
import type { OperationMap } from '../protocol/types.ts';
import { withRateLimits } from '../security/rate-limit.ts';
import '../triggers/builtin/custom-auth.ts';
import { associateSoftwareToken } from './associate-software-token.ts';
import { changePassword } from './change-password.ts';
import { confirmDevice } from './confirm-device.ts';
import { confirmForgotPassword } from './confirm-forgot-password.ts';
import { confirmSignUp } from './confirm-sign-up.ts';
import { deleteUser } from './delete-user.ts';
import { deleteUserAttributes } from './delete-user-attributes.ts';
import { forgetDevice } from './forget-device.ts';
import { forgotPassword } from './forgot-password.ts';
import { getDevice } from './get-device.ts';
import { getTokensFromRefreshToken } from './get-tokens-from-refresh-token.ts';
import { getUser } from './get-user.ts';
import { getUserAttributeVerificationCode } from './get-user-attribute-verification-code.ts';
import { globalSignOut } from './global-sign-out.ts';
import { initiateAuth } from './initiate-auth.ts';
import { listDevices } from './list-devices.ts';
import { resendConfirmationCode } from './resend-confirmation-code.ts';
import { respondToAuthChallenge } from './respond-to-auth-challenge.ts';
import { revokeToken } from './revoke-token.ts';
import { setUserMFAPreference } from './set-user-mfa-preference.ts';
import { signUp } from './sign-up.ts';
import { updateDeviceStatus } from './update-device-status.ts';
import { updateUserAttributes } from './update-user-attributes.ts';
import { verifySoftwareToken } from './verify-software-token.ts';
import { verifyUserAttribute } from './verify-user-attribute.ts';

export const userPlaneOperations: OperationMap = withRateLimits({
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  ChangePassword: changePassword,
  GetUser: getUser,
  UpdateUserAttributes: updateUserAttributes,
  VerifyUserAttribute: verifyUserAttribute,
  GetUserAttributeVerificationCode: getUserAttributeVerificationCode,
  DeleteUserAttributes: deleteUserAttributes,
  DeleteUser: deleteUser,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
  AssociateSoftwareToken: associateSoftwareToken,
  VerifySoftwareToken: verifySoftwareToken,
  SetUserMFAPreference: setUserMFAPreference,
  ConfirmDevice: confirmDevice,
  GetDevice: getDevice,
  ListDevices: listDevices,
  UpdateDeviceStatus: updateDeviceStatus,
  ForgetDevice: forgetDevice,
});
