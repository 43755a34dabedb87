// Sends unrecognised data-layer errors to the error-reporting endpoint (the browser monitoring client's
// ingest). Monitoring is configured disabled (seed section 9: it runs only when the runtime config's
// rum.enabled is true), so until the monitoring client starts and installs its reporter this is a no-op.
//
// Usage: setErrorReporter((error) => monitoring.recordError(error)); reportError(error);
type Reporter = (error: unknown) => void;

let reporter: Reporter | undefined;

/** Installs (or, with undefined, removes) the function unrecognised errors are sent to. */
export function setErrorReporter(next: Reporter | undefined): void {
  reporter = next;
}

export function reportError(error: unknown): void {
  if (!reporter) return;
  try {
    reporter(error);
  } catch {
    // Reporting must never turn one failure into two.
  }
}
