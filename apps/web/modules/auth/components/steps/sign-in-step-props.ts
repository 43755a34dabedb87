// What every sign-in step component receives. A step answers its challenge through `useAuth().confirmSignIn`
// and hands the result to `onResult`, which moves the flow on (DONE, another step, a page of its own).
import type { SignInOutput } from 'aws-amplify/auth';

export interface SignInStepProps<S extends SignInOutput['nextStep'] = SignInOutput['nextStep']> {
  nextStep: S;
  /** The e-mail the sign-in started with. */
  email: string;
  onResult(output: SignInOutput): void | Promise<void>;
  /** Back to the e-mail and password form, optionally with a message to show there. */
  onRestart(message?: string): void;
}
