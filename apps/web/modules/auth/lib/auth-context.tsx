'use client';
// Auth state of seed sections 3 and 4: { isAuthenticated, isInitialized, isLoading, user } driven by the events
// INITIALIZE, SIGN_IN, SIGN_OUT and LOADING. On start it configures Amplify and loads the current user (failure
// means initialized and not signed in). The actions wrap aws-amplify v6 so pages and step components never
// call Amplify directly: sign-in outcomes complete here (user loaded, state set, broadcast to other tabs).
import { AUTH } from '@innov/contracts';
import {
  autoSignIn as amplifyAutoSignIn,
  confirmResetPassword as amplifyConfirmResetPassword,
  confirmSignIn as amplifyConfirmSignIn,
  confirmSignUp as amplifyConfirmSignUp,
  resendSignUpCode as amplifyResendSignUpCode,
  resetPassword as amplifyResetPassword,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  signUp as amplifySignUp,
  type ConfirmSignInInput,
  type ConfirmSignUpOutput,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  type ResetPasswordOutput,
  type SignInOutput,
  type SignUpOutput,
} from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { usePathname, useRouter } from 'next/navigation';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import { ensureAmplifyConfigured, ensureAmplifySession } from '../../amplify/lib/configure.ts';
import { clearAppCookies } from './app-cookies.ts';
import { broadcastAuthState, subscribeToOtherTabs } from './auth-broadcast.ts';
import { withReturnTo } from './return-to.ts';
import { shareWithin } from './shared-debounce.ts';
import { type AuthUser, mapAuthUser } from './user.ts';

export type { AuthUser } from './user.ts';

export interface AuthState {
  isAuthenticated: boolean;
  isInitialized: boolean;
  isLoading: boolean;
  user: AuthUser | null;
}

export type AuthEvent =
  | { type: 'INITIALIZE'; payload: { isAuthenticated: boolean; user: AuthUser | null } }
  | { type: 'SIGN_IN'; payload: { user: AuthUser } }
  | { type: 'SIGN_OUT' }
  | { type: 'LOADING'; payload: { isLoading: boolean } };

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  isInitialized: false,
  isLoading: false,
  user: null,
};

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'INITIALIZE':
      return {
        ...state,
        isInitialized: true,
        isLoading: false,
        isAuthenticated: event.payload.isAuthenticated,
        user: event.payload.user,
      };
    case 'SIGN_IN':
      return { ...state, isAuthenticated: true, isLoading: false, user: event.payload.user };
    case 'SIGN_OUT':
      return { ...state, isAuthenticated: false, isLoading: false, user: null };
    case 'LOADING':
      return { ...state, isLoading: event.payload.isLoading };
    default:
      return state;
  }
}

/** Paths that need a signed-in user: a tab that sees a sign-out elsewhere leaves them. */
export function isProtectedPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}

export interface SignUpValues {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  termsOfService: boolean;
  marketingUpdate: boolean;
}

export interface AuthContextValue extends AuthState {
  /** E-mail and password sign-in with SRP (the default flow). DONE completes the sign-in here. */
  signIn(input: { email: string; password: string }): Promise<SignInOutput>;
  /** Passwordless sign-in: an e-mailed one-time code (CUSTOM_AUTH without SRP, the pool's builtin flow). */
  signInWithEmailCode(input: { email: string }): Promise<SignInOutput>;
  /** Answers the current sign-in step; DONE completes the sign-in here. */
  confirmSignIn(input: ConfirmSignInInput): Promise<SignInOutput>;
  signUp(values: SignUpValues, clientMetadata?: Record<string, string>): Promise<SignUpOutput>;
  confirmSignUp(input: {
    email: string;
    code: string;
    clientMetadata?: Record<string, string>;
  }): Promise<ConfirmSignUpOutput>;
  resendSignUpCode(email: string, clientMetadata?: Record<string, string>): Promise<void>;
  /** Amplify's auto sign-in after sign-up confirmation; calls within 300 ms share one attempt. */
  autoSignIn(): Promise<SignInOutput>;
  resetPassword(email: string): Promise<ResetPasswordOutput>;
  confirmResetPassword(input: { email: string; code: string; newPassword: string }): Promise<void>;
  /** Signs out (global: every device), clears the app's cookies and tells the other tabs. */
  signOut(options?: { global?: boolean }): Promise<void>;
  /**
   * Reloads the user (after a profile change); signs the state out when there is no session any more.
   * `forceRefresh`: first trades the refresh token for new tokens, so the ID token's claims (`tenant`, `profile`)
   * follow a role or membership change made on the server.
   */
  refreshUser(options?: { forceRefresh?: boolean }): Promise<AuthUser | null>;
  /** Loads the user of a session that was just established, sets the state and tells the other tabs. */
  completeSignIn(): Promise<AuthUser>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The signed-in user of the current session (throws when there is none); `forceRefresh`: with new tokens from
 * the refresh token rather than the ones kept.
 */
export async function loadCurrentUser({ forceRefresh = false }: { forceRefresh?: boolean } = {}): Promise<AuthUser> {
  await ensureAmplifySession();
  const [{ username }, attributes, session] = await Promise.all([
    getCurrentUser(),
    fetchUserAttributes(),
    fetchAuthSession({ forceRefresh }),
  ]);
  return mapAuthUser({
    username,
    attributes,
    idTokenPayload: session.tokens?.idToken?.payload as Record<string, unknown> | undefined,
  });
}

/** When the browser is idle (after the first paint and hydration), or soon where it cannot say. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}

/**
 * `initialUser`: the user the server verified for this request (the dashboard's and auth pages' layouts). The state
 * starts signed in with it, so the page renders at once; Amplify confirms it has the session once the browser is
 * idle, and a session it does not have signs the state out as at any start.
 * `startSignedOut`: the server found no session it could vouch for (the auth pages): the state starts signed out, so
 * the server's HTML holds the form rather than a wait; Amplify still looks for a session (one whose access token
 * only needed a refresh) and signs the state in if it finds one.
 */
export function AuthProvider({
  children,
  initialUser,
  startSignedOut = false,
}: {
  children: ReactNode;
  initialUser?: AuthUser | null;
  startSignedOut?: boolean;
}) {
  const [state, dispatch] = useReducer(
    authReducer,
    initialUser
      ? { ...initialAuthState, isInitialized: true, isAuthenticated: true, user: initialUser }
      : startSignedOut
        ? { ...initialAuthState, isInitialized: true, isAuthenticated: false }
        : initialAuthState,
  );
  const startedSignedIn = useRef(Boolean(initialUser));
  const router = useRouter();
  const pathname = usePathname();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;

  const completeSignIn = useCallback(async () => {
    const user = await loadCurrentUser();
    dispatch({ type: 'SIGN_IN', payload: { user } });
    broadcastAuthState(true);
    return user;
  }, []);

  const refreshUser = useCallback(async (options?: { forceRefresh?: boolean }) => {
    try {
      const user = await loadCurrentUser(options);
      dispatch({ type: 'SIGN_IN', payload: { user } });
      return user;
    } catch {
      dispatch({ type: 'SIGN_OUT' });
      return null;
    }
  }, []);

  // Start: load the current user; any failure (no session, no configuration) means signed out. A user the server
  // vouched for (its GetUser has just refused a session signed out since) needs only Amplify's own session
  // (tokens present, refreshed when due), once the browser is idle.
  useEffect(() => {
    let cancelled = false;
    const signedOut = () =>
      !cancelled && dispatch({ type: 'INITIALIZE', payload: { isAuthenticated: false, user: null } });
    if (!startedSignedIn.current) {
      loadCurrentUser().then(
        (user) => !cancelled && dispatch({ type: 'INITIALIZE', payload: { isAuthenticated: true, user } }),
        signedOut,
      );
      return () => {
        cancelled = true;
      };
    }
    const cancelIdle = whenIdle(() => {
      ensureAmplifySession()
        .then(() => fetchAuthSession())
        .then((session) => !session.tokens?.accessToken && signedOut(), signedOut);
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, []);

  // Other tabs: follow their sign-in (reload the user) and sign-out (drop it, leave signed-in pages).
  useEffect(
    () =>
      subscribeToOtherTabs((loggedIn) => {
        if (loggedIn) {
          void refreshUser();
          return;
        }
        dispatch({ type: 'SIGN_OUT' });
        const current = pathnameRef.current;
        if (isProtectedPath(current)) router.replace(withReturnTo('/auth/login', current));
      }),
    [refreshUser, router],
  );

  // A refresh that fails means the session is over (Amplify has already cleared the tokens).
  useEffect(
    () =>
      Hub.listen('auth', ({ payload }) => {
        if (payload.event === 'tokenRefresh_failure' || payload.event === 'signedOut') dispatch({ type: 'SIGN_OUT' });
      }),
    [],
  );

  const withLoading = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    dispatch({ type: 'LOADING', payload: { isLoading: true } });
    try {
      return await work();
    } finally {
      dispatch({ type: 'LOADING', payload: { isLoading: false } });
    }
  }, []);

  /** Completes DONE outcomes; a failed attempt is announced as logged out (seed section 8). */
  const settle = useCallback(
    async (attempt: () => Promise<SignInOutput>) =>
      withLoading(async () => {
        await ensureAmplifyConfigured();
        let output: SignInOutput;
        try {
          output = await attempt();
        } catch (error) {
          if ((error as { name?: string })?.name !== 'UserAlreadyAuthenticatedException') broadcastAuthState(false);
          throw error;
        }
        if (output.nextStep.signInStep === 'DONE') await completeSignIn();
        return output;
      }),
    [completeSignIn, withLoading],
  );

  const autoSignInShared = useMemo(
    () => shareWithin(() => settle(() => amplifyAutoSignIn()), AUTH.autoSignInDebounceMs),
    [settle],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signIn: ({ email, password }) =>
        settle(() => amplifySignIn({ username: email.trim(), password, options: { authFlowType: 'USER_SRP_AUTH' } })),
      signInWithEmailCode: ({ email }) =>
        settle(() => amplifySignIn({ username: email.trim(), options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } })),
      confirmSignIn: (input) => settle(() => amplifyConfirmSignIn(input)),
      signUp: (values, clientMetadata) =>
        withLoading(async () => {
          await ensureAmplifyConfigured();
          return amplifySignUp({
            username: values.email.trim(),
            password: values.password,
            options: {
              userAttributes: {
                email: values.email.trim(),
                given_name: values.givenName.trim(),
                family_name: values.familyName.trim(),
                'custom:terms_of_service': String(values.termsOfService),
                'custom:marketing_update': String(values.marketingUpdate),
              },
              clientMetadata,
              autoSignIn: true,
            },
          });
        }),
      confirmSignUp: ({ email, code, clientMetadata }) =>
        withLoading(async () => {
          await ensureAmplifyConfigured();
          return amplifyConfirmSignUp({
            username: email.trim(),
            confirmationCode: code.trim(),
            options: clientMetadata ? { clientMetadata } : undefined,
          });
        }),
      resendSignUpCode: (email, clientMetadata) =>
        withLoading(async () => {
          await ensureAmplifyConfigured();
          await amplifyResendSignUpCode({
            username: email.trim(),
            options: clientMetadata ? { clientMetadata } : undefined,
          });
        }),
      autoSignIn: autoSignInShared,
      resetPassword: (email) =>
        withLoading(async () => {
          await ensureAmplifyConfigured();
          return amplifyResetPassword({ username: email.trim() });
        }),
      confirmResetPassword: ({ email, code, newPassword }) =>
        withLoading(async () => {
          await ensureAmplifyConfigured();
          await amplifyConfirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword });
        }),
      signOut: (options) =>
        withLoading(async () => {
          try {
            await ensureAmplifyConfigured();
            await amplifySignOut({ global: Boolean(options?.global) });
          } finally {
            clearAppCookies();
            dispatch({ type: 'SIGN_OUT' });
            broadcastAuthState(false);
          }
        }),
      refreshUser,
      completeSignIn,
    }),
    [state, settle, withLoading, autoSignInShared, refreshUser, completeSignIn],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
