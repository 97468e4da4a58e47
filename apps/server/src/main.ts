import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig } from './config/env';
import { type Database, openDatabase } from './db/client';
import { describeStartupFailure } from './startup-failure';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

function fail(line: string): never {
  console.error(`portal: ${line}`);
  process.exit(1);
}

/**
 * Opens the database here rather than in buildApp so that every way out (a failed start, SIGINT, SIGTERM)
 * closes the pool and then stops the embedded PostgreSQL cleanly.
 */
async function main() {
  const config = readConfig();
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  const shutdown = async () => {
    await app?.close().catch(() => {});
    await database?.close().catch(() => {});
  };
  try {
    database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    });
    ({ app } = await buildApp({ config, database }));
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await shutdown();
    const line = describeStartupFailure(error, config);
    if (line) fail(line);
    throw error;
  }
  // `on`, not `once`: npm and tsx relay a terminal's or a supervisor's signal, so the same signal can arrive
  // twice, and a second one without a listener would kill the process before postgres is stopped.
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await shutdown();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
