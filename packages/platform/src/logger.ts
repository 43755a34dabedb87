import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON lines on stdout; every request gets a child logger carrying its request id. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'innov' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: [
          'password',
          '*.password',
          '*.Password',
          '*.PreviousPassword',
          '*.ProposedPassword',
          '*.NewPassword',
          'req.headers.authorization',
          'req.headers.cookie',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
