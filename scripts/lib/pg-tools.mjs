import { spawnSync } from 'node:child_process';

/**
 * pg_dump refuses a server newer than itself, and a dump made by a newer client may not restore
 * into an older server: the client's major version must be the server's.
 */
export function checkClientMatchesServer(url) {
  const client = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  if (client.status !== 0) {
    console.error(
      "pg_dump is not installed: apt-get install postgresql-client (the server's major version).",
    );
    process.exit(1);
  }
  const server = spawnSync('psql', ['--no-psqlrc', '-At', '-c', 'show server_version_num', url], {
    encoding: 'utf8',
  });
  if (server.status !== 0) {
    console.error(`Cannot reach the database: ${server.stderr.trim()}`);
    process.exit(1);
  }
  const clientMajor = Number(/(\d+)\.\d+/.exec(client.stdout)?.[1]);
  const serverMajor = Math.floor(Number(server.stdout.trim()) / 10000);
  if (clientMajor !== serverMajor) {
    console.error(
      `pg_dump ${clientMajor} does not match the server's PostgreSQL ${serverMajor}: install postgresql-client-${serverMajor}.`,
    );
    process.exit(1);
  }
}
