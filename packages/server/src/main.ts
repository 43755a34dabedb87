// Entry point of `npm start`: one process, one port, the whole system.
import { prepareSrp } from '@innov/identity/crypto/srp';
import { createLogger, loadConfig } from '@innov/platform';
import { startSystem } from './system.ts';

// Whatever this process writes (the data folder's keys and certificate, the database's files) is the service
// user's alone: files 0600 and folders 0700 unless a mode says otherwise.
process.umask(0o077);

const config = loadConfig();
const logger = createLogger(config.logLevel);

process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));

try {
  // Before the port opens: the one slow step of SRP (a prime check, ~2 s of CPU on Node 26) is not a user's wait.
  prepareSrp();
  const system = await startSystem({ config, logger });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, inFlight: system.app.inFlight }, 'shutting down');
    try {
      await system.app.shutdown();
      logger.info('stopped');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
} catch (err) {
  logger.fatal({ err }, 'failed to start');
  process.exit(1);
}
