import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { demoAccounts } from './db/demo-accounts';

const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgresql', url: config.databaseUrl })
  : await openDatabase({ kind: 'pglite', directory: path.join(config.dataDir, 'pglite') });

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config, { database, runMailWorker: true });
} catch (error) {
  await database.close();
  throw error;
}

let stopping = false;
async function shutDown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received: closing (database ${database.kind})`);
  try {
    await app.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const url = `http://${shownHost}:${(app.server.address() as { port: number }).port}`;
console.log(`\nCareer portal listening on ${url} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`);
console.log(`API documentation: ${url}/api/docs`);
if (config.nodeEnv !== 'production') {
  console.log('Demo accounts (seeded on the first start):');
  console.table(Object.values(demoAccounts).map(({ role, email, password }) => ({ role, email, password })));
}
