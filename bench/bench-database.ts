import pg from 'pg';

const nameOf = (url: string) => new URL(url).pathname.slice(1);

/** A fresh database on the server, so the portal seeds its demo data there as on a first start. */
export async function createBenchDatabase(serverUrl: string): Promise<string> {
  const name = `portal_bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropBenchDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists ${nameOf(databaseUrl)} with (force)`);
  await client.end();
}
