// Names more than one service relies on, defined once.

/** The Cognito group whose members are platform admins (the back-office, tier changes, approvals). */
export const ADMINS_GROUP = 'admins';
