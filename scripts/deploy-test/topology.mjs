// The pieces of the deployment test's topology: commands, nginx from Debian, pg_dump, the
// self-signed certificate, and the nginx main config that includes the shipped site.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { watchWarnings } from './edge.mjs';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

export const psql = (sql, database = 'postgres') =>
  run('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', database, '-v', 'ON_ERROR_STOP=1', '-Atc', sql]);

/** Installs Debian packages without letting their install scripts start a system service. */
function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', ['install', '-y', '-qq', ...packages], { env });
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
}

/** nginx, and pg_dump/pg_restore of the server's major version, from Debian when missing. */
export function ensureTools() {
  if (spawnSync('nginx', ['-v']).status !== 0) aptInstall(['nginx-light']);
  const major = Math.floor(Number(psql('show server_version_num').trim()) / 10000);
  const dump = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  if (dump.status !== 0 || Number(/(\d+)\.\d+/.exec(dump.stdout)?.[1]) !== major) {
    aptInstall([`postgresql-client-${major}`]);
  }
}

/** A certificate for `localhost`, valid a day: nginx serves it, and the run's clients trust it. */
export function selfSignedCertificate(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  return { cert, key, pem: readFileSync(cert) };
}

/**
 * nginx as the run uses it: the shipped site with this run's values, and beside it a plain https
 * front for the sandbox instance (a real provider is reached over https: production refuses http).
 */
export function writeNginxConfig({ root, work, ports, tls }) {
  const site = readFileSync(path.join(root, 'deploy/nginx-launchpad.conf'), 'utf8')
    .replaceAll('{{UPSTREAM_1}}', `127.0.0.1:${ports.one}`)
    .replaceAll('{{UPSTREAM_2}}', `127.0.0.1:${ports.two}`)
    .replaceAll('{{HTTP_PORT}}', String(ports.http))
    .replaceAll('{{HTTPS_PORT}}', String(ports.https))
    .replaceAll('{{SERVER_NAME}}', 'localhost')
    .replaceAll('{{TLS_CERT}}', tls.cert)
    .replaceAll('{{TLS_KEY}}', tls.key);
  const filled = !/\{\{[A-Z0-9_]+\}\}/.test(site);
  writeFileSync(path.join(work, 'site.conf'), site);
  const sandbox =
    `server {\n  listen ${ports.sandboxHttps} ssl;\n  server_name localhost;\n` +
    `  ssl_certificate ${tls.cert};\n  ssl_certificate_key ${tls.key};\n` +
    `  location / {\n    proxy_pass http://127.0.0.1:${ports.sandbox};\n    proxy_set_header Host $host;\n  }\n}\n`;
  writeFileSync(path.join(work, 'sandbox.conf'), sandbox);
  // nginx's workers run as another user: they write request bodies over its buffer here.
  chmodSync(work, 0o755);
  mkdirSync(path.join(work, 'tmp'), { mode: 0o777 });
  chmodSync(path.join(work, 'tmp'), 0o777);
  writeFileSync(
    path.join(work, 'nginx.conf'),
    `pid ${work}/nginx.pid;\nerror_log ${work}/error.log;\nevents {}\nhttp {\n  access_log off;\n` +
      `  client_body_temp_path ${work}/tmp/body;\n  proxy_temp_path ${work}/tmp/proxy;\n` +
      `  include ${work}/site.conf;\n  include ${work}/sandbox.conf;\n}\n`,
  );
  run('nginx', ['-t', '-c', path.join(work, 'nginx.conf')]);
  return filled;
}

/**
 * Starts the bundled server with `env`; its stderr goes to this run's, and the warnings of its log
 * are collected in `child.warnings`.
 */
export function startServer(root, env) {
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.warnings = watchWarnings(child);
  return child;
}

/**
 * Waits for the instance on `port` to answer ready, and answers its readiness data. An instance
 * starts as slowly as the machine lets it: the wait ends when it is ready or when `child`, its
 * process, has ended, with a last bound of ten minutes for one that hangs.
 */
export async function ready(port, child, timeoutMs = 600_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(
        `the instance on ${port} exited (${child.exitCode ?? child.signalCode}) before it was ready`,
      );
    }
    const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => undefined);
    if (res?.ok) return (await res.json()).data;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the instance on ${port} did not become ready in ${timeoutMs / 1000} s`);
}

export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await ended;
}

/**
 * The mail server production instances send to: STARTTLS with the run's certificate (production
 * requires TLS), accepting every mail. Resolves once it listens on `localhost:port`.
 */
export async function startMailServer(port, tls) {
  const server = new SMTPServer({
    key: readFileSync(tls.key),
    cert: tls.pem,
    authOptional: true,
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'launchpad' });
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}
