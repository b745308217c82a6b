import { pino } from 'pino';
import { readSandboxEnv } from './env.js';
import { createXSandbox } from './server.js';

const logger = pino({ name: 'x-sandbox', level: process.env.LOG_LEVEL ?? 'info' });

async function main(): Promise<void> {
  const env = readSandboxEnv(process.env);
  const sandbox = await createXSandbox({ ...env.options, logger });
  const url = await sandbox.listen(env.port, env.host);
  logger.info(
    { url, clock: sandbox.world.clockState(), rateLimits: sandbox.rateLimiter.current(), seed: sandbox.world.settings.seed },
    'X API sandbox listening; point X_API_BASE_URL at it',
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping X API sandbox');
    sandbox.close().then(
      () => {
        logger.info('X API sandbox stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'X API sandbox failed to start');
  process.exit(1);
});
