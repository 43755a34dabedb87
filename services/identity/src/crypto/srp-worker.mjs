// Worker thread for the SRP server's modular exponentiations, so they run beside the event loop instead of on
// it. Plain JavaScript that loads the TypeScript module through tsx, whatever loader the parent thread uses.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const srp = await import('./srp.ts');

parentPort.on('message', (msg) => {
  try {
    const result =
      msg.op === 'ephemeral'
        ? srp.createServerEphemeral(msg.verifier)
        : srp.verifyPasswordClaim({ ...msg.claim, secretBlock: Buffer.from(msg.claim.secretBlock) });
    parentPort.postMessage({ id: msg.id, result });
  } catch (error) {
    parentPort.postMessage({ id: msg.id, error: String(error?.message ?? error) });
  }
});
parentPort.postMessage({ ready: true });
