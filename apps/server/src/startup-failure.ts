import type { AppConfig } from './config/env';
import { StartupError } from './db/embedded/startup-error';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ECONNRESET',
]);
/** PostgreSQL error codes a wrong DATABASE_URL produces: bad password, unknown role, unknown database. */
const LOGIN_CODES: Record<string, string> = {
  '28P01': 'the password was refused',
  '28000': 'the role may not sign in',
  '3D000': 'the database does not exist',
};

type SystemError = Error & { code?: string; syscall?: string; address?: string; port?: number };

/** Where DATABASE_URL points, without its password. */
function databaseTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * One line naming the cause of a start-up failure the operator can fix (data folder, port, database); a failure
 * not listed here is a bug and keeps its stack trace.
 */
export function describeStartupFailure(error: unknown, config: AppConfig): string | undefined {
  // Drizzle wraps a driver failure in a query error; the system error is its cause.
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as Error).cause, depth++) {
    const line = describeOne(cause as SystemError, config);
    if (line) return line;
  }
  return undefined;
}

function describeOne(failure: SystemError, config: AppConfig): string | undefined {
  if (failure instanceof StartupError) return failure.message;
  if (failure?.syscall === 'listen' && failure.code === 'EADDRINUSE') {
    return `Port ${config.port} on ${config.host} is already in use; stop what listens there or set PORT.`;
  }
  if (failure?.syscall === 'listen' && failure.code === 'EACCES') {
    return `Not allowed to listen on port ${config.port}; choose a PORT above 1023.`;
  }
  if (config.databaseUrl && failure?.code && CONNECTION_CODES.has(failure.code)) {
    return `Cannot connect to the database at ${databaseTarget(config.databaseUrl)} (${failure.code}); check DATABASE_URL and that the server runs.`;
  }
  if (config.databaseUrl && failure?.code && LOGIN_CODES[failure.code]) {
    return `The database at ${databaseTarget(config.databaseUrl)} refused the connection: ${LOGIN_CODES[failure.code]}; check DATABASE_URL.`;
  }
  return undefined;
}
