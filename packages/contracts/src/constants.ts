// Business constants and limits of seed section 9 (and timings of sections 4 and 7), defined once.
export const SITE_VERSION = '1.2.0';

export const SETTINGS_STORAGE_KEY = 'app.settings';

export const PASSWORD_MIN_LENGTH = 8;

export const AUTH = {
  autoSignInWaitMs: 3 * 60_000,
  linkConfirmationPollMs: 5_000,
  autoSignInDebounceMs: 300,
  credentialsRefreshMs: 50 * 60_000,
  sessionCookieDays: 30,
  helperCookieDays: 365,
} as const;

export const SRP = {
  groupBits: 3072,
  generator: 2,
  secretBytes: 128,
  devicePasswordBytes: 40,
  saltBytes: 16,
} as const;

export const OAUTH = {
  pkceVerifierLength: 128,
  stateLength: 32,
} as const;

export const RETRY = {
  maxAttempts: 3,
  maxBackoffMs: 300_000,
  retryableStatuses: [429, 500, 502, 503, 504] as readonly number[],
  clockSkewThresholdMs: 300_000,
} as const;

export const MONITORING = {
  enabled: false,
  sessionSampleRate: 1,
  dispatchIntervalMs: 5_000,
  batchLimit: 100,
  eventCacheSize: 200,
  sessionEventLimit: 200,
  sessionLengthSeconds: 1_800,
  retries: 2,
  userIdRetentionDays: 30,
  defaultRegion: 'us-west-2',
  productRegion: 'eu-west-2',
  routeChangeTimeoutMs: 10_000,
  routeChangeCompleteMs: 100,
  stackTraceLength: 1_000,
  defaultStackTraceLength: 200,
  resourceEventLimit: 10,
} as const;

export const REALTIME = {
  ackTimeoutMs: 15_000,
  keepAliveTimeoutMs: 300_000,
  keepAliveAlertMs: 65_000,
  reconnectFirstMs: 5_000,
  reconnectEveryMs: 60_000,
  handshakeRetryMs: 5_000,
  nonRetryableHandshakeStatuses: [400, 401, 403] as readonly number[],
} as const;

export const SIGNED_URL_MAX_EXPIRY_SECONDS = 7 * 24 * 3_600;

export const PAGE_SIZE = 10;
export const FIRST_PAGE = 0;

export const DATE_FORMAT = 'yyyy/MM/dd HH:mm:ss';

export const TOAST = {
  blankMs: 4_000,
  errorMs: 4_000,
  successMs: 2_000,
  /** Loading toasts stay until dismissed. */
  loadingMs: Number.POSITIVE_INFINITY,
  maxToasts: 20,
  maxWidthPx: 350,
} as const;

export const QUERY_CACHE_KEEP_UNUSED_SECONDS = 60;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1440 } as const;

export const IMAGE = {
  deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as number[],
  quality: 75,
} as const;

export const LOGO_SIZE = { width: 135, height: 44 } as const;

export const DEFAULT_REGION = 'eu-west-2';
