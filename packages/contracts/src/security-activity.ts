// One entry of the account's security activity (listMySecurityActivity), as the data service answers it and the
// account page shows it.

export interface SecurityActivityItem {
  id: string;
  /** SIGN_IN, SIGN_UP, PASSWORD_RESET_REQUESTED, PASSWORD_CHANGE, CODE_RESENT, PASSWORD_CHANGED, MFA_CHANGED,
   * EMAIL_CHANGED, DEVICE_CHANGED, SIGNED_OUT_EVERYWHERE or SESSION_REVOKED. */
  kind: string;
  outcome: 'SUCCESS' | 'FAILURE' | 'IN_PROGRESS' | null;
  detail: string | null;
  ipAddress: string | null;
  device: string | null;
  /** ISO time. */
  at: string;
}

export const SECURITY_ACTIVITY_MAX = 50;
