import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/database';
import { demoAccounts, secondAdmin } from './db/demo-accounts';
import { closeWithin } from './http/shutdown';
import { devOutboxNotice } from './modules/dev/routes';

/** A start-up problem (bad environment, data directory in use, database down) is one readable line. */
function fail(error: unknown): never {
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return fail(error);
  }
})();
const database = await openConfiguredDatabase(config).catch(fail);

const app = await buildApp(config, { database, runBackgroundTasks: true }).catch(async (error: unknown) => {
  await database.close();
  return fail(error);
});

let stopping = false;
async function shutDown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received: closing (database ${database.kind})`);
  let stopped = false;
  try {
    const outcome = await closeWithin(app);
    stopped = outcome !== 'timed-out';
    if (!stopped) app.log.error('The close did not finish in time: stopping without it');
  } catch (error) {
    app.log.error({ err: error }, 'The close failed');
  } finally {
    process.exit(stopped ? 0 : 1);
  }
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));

await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
  await app.close();
  return fail(error);
});
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const url = `http://${shownHost}:${(app.server.address() as { port: number }).port}`;
console.log(
  `\nCareer portal listening on ${url} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
);
console.log(`API documentation: ${url}/api/docs`);
const outboxNotice = devOutboxNotice(config, url);
if (outboxNotice) console.log(outboxNotice);
if (config.nodeEnv !== 'production') {
  console.log('Demo accounts (seeded on the first start):');
  console.table(
    [...Object.values(demoAccounts), secondAdmin].map(({ role, email, password }) => ({ role, email, password })),
  );
}
