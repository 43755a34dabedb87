'use client';
// The account pages' calls to the identity service (aws-amplify's Auth category), in one place: components import
// them from here, never from aws-amplify directly, so what the account does with identity is listed in one file
// and a change of client touches only it.
import { Amplify } from 'aws-amplify';

export {
  confirmUserAttribute,
  deleteUser,
  type FetchDevicesOutput,
  fetchAuthSession,
  fetchDevices,
  fetchMFAPreference,
  fetchUserAttributes,
  forgetDevice,
  sendUserAttributeVerificationCode,
  setUpTOTP,
  updateMFAPreference,
  updatePassword,
  updateUserAttribute,
  updateUserAttributes,
  verifyTOTPSetup,
} from 'aws-amplify/auth';

/** The two-step methods the user pool offers (from the configuration Amplify was given). */
export function poolMfaConfig() {
  return Amplify.getConfig().Auth?.Cognito?.mfa;
}
