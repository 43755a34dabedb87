'use client';
// The account pages' calls to the identity service (aws-amplify's Auth category), in one place: components import
// them from here, never from aws-amplify directly, so what the account does with identity is listed in one file
// and a change of client touches only it. Each call configures Amplify first, so callers need not.
import { Amplify } from 'aws-amplify';
import * as auth from 'aws-amplify/auth';
import { ensureAmplifySession } from '../../amplify/lib/configure.ts';

export type { FetchDevicesOutput } from 'aws-amplify/auth';

/**
 * An identity call that configures Amplify and fetches the session first (once per page: later calls share the
 * first one's promise), so calls made together do not each fetch the identity pool's credentials.
 */
function configured<A extends unknown[], R>(call: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    await ensureAmplifySession();
    return call(...args);
  };
}

export const confirmUserAttribute = configured(auth.confirmUserAttribute);
export const deleteUser = configured(auth.deleteUser);
export const fetchAuthSession = configured(auth.fetchAuthSession);
export const fetchDevices = configured(auth.fetchDevices);
export const fetchMFAPreference = configured(auth.fetchMFAPreference);
export const fetchUserAttributes = configured(auth.fetchUserAttributes);
export const forgetDevice = configured(auth.forgetDevice);
export const sendUserAttributeVerificationCode = configured(auth.sendUserAttributeVerificationCode);
export const setUpTOTP = configured(auth.setUpTOTP);
export const updateMFAPreference = configured(auth.updateMFAPreference);
export const updatePassword = configured(auth.updatePassword);
export const updateUserAttribute = configured(auth.updateUserAttribute);
export const updateUserAttributes = configured(auth.updateUserAttributes);
export const verifyTOTPSetup = configured(auth.verifyTOTPSetup);

/** The two-step methods the user pool offers (from the configuration Amplify was given). */
export function poolMfaConfig() {
  return Amplify.getConfig().Auth?.Cognito?.mfa;
}
