// `npm run test:deploy`: the shipped topology, for real. Two production instances on a fresh
// PostgreSQL database and Redis behind the shipped nginx site (deploy/nginx-launchpad.conf, its
// {{…}} values filled with this run's ports and paths), over https with a self-signed certificate.
// It checks a 10 MB body reaches the app, /metrics is hidden from outside, a rolling restart of both
// instances under steady load fails no request, and a backup restores into a new database that a
// third instance serves. Ends every process it started. Needs PostgreSQL on 127.0.0.1:5432 (user
// postgres) and Redis on 127.0.0.1:6379; installs nginx from Debian when missing.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const base = Number(process.env.DEPLOY_TEST_PORT_BASE ?? 7600);
const ports = { one: base + 1, two: base + 2, three: base + 3, https: base + 43, http: base + 80 };
const work = mkdtempSync(path.join(tmpdir(), 'launchpad-deploy-'));
const suffix = randomBytes(4).toString('hex');
const databases = [`launchpad_deploy_${suffix}`, `launchpad_deploy_${suffix}_restored`];
const started = [];
let nginxStarted = false;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}
const psql = (sql) =>
  run('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', '-Atc', sql]);
const urlOf = (name) => `postgres://postgres@127.0.0.1:5432/${name}`;

function ensureNginx() {
  if (spawnSync('nginx', ['-v']).status === 0) return;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Installing must not start a system nginx on port 80: policy-rc.d forbids service starts.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', ['install', '-y', '-qq', 'nginx-light'], { env });
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
}

function instanceEnv(port, database) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: urlOf(database),
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `launchpad-deploy-${suffix}:`,
    PUBLIC_URL: `https://localhost:${ports.https}`,
    TRUST_PROXY: '127.0.0.1',
    JWT_SECRET: randomBytes(36).toString('base64url'),
    METRICS_TOKEN: randomBytes(36).toString('base64url'),
    SHUTDOWN_DELAY_SECONDS: '1',
    SMTP_URL: `smtp://127.0.0.1:${base + 25}`,
    MAIL_FROM: 'Launchpad <hello@launchpad.example>',
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_deploy',
    RAZORPAY_KEY_SECRET: 'deploy-test-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'deploy-test-webhook-secret',
    BUSINESS_LEGAL_NAME: 'Launchpad Ventures Private Limited',
    BUSINESS_ADDRESS: '12 MG Road, Bengaluru, Karnataka 560001',
    BUSINESS_STATE: '29',
    GRIEVANCE_OFFICER_NAME: 'Asha Rao',
    GRIEVANCE_OFFICER_EMAIL: 'grievance@launchpad.example',
  };
}

function startInstance(port, database) {
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: instanceEnv(port, database),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(child);
  return child;
}

async function ready(port, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => undefined);
    if (res?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the instance on ${port} did not become ready`);
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await ended;
}

const agent = new https.Agent({ rejectUnauthorized: false, keepAlive: true });
function viaNginx(method, pathname, body) {
  return new Promise((resolve) => {
    const req = https.request(
      {
        host: 'localhost',
        port: ports.https,
        path: pathname,
        method,
        agent,
        headers: body ? { 'content-type': 'application/octet-stream' } : {},
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on('error', (error) => resolve({ status: error.code, text: '' }));
    req.end(body);
  });
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`ok - ${message}`);
}

async function main() {
  const begun = Date.now();
  ensureNginx();
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
    '-keyout',
    path.join(work, 'key.pem'),
    '-out',
    path.join(work, 'cert.pem'),
  ]);
  const site = readFileSync(path.join(root, 'deploy/nginx-launchpad.conf'), 'utf8')
    .replaceAll('{{UPSTREAM_1}}', `127.0.0.1:${ports.one}`)
    .replaceAll('{{UPSTREAM_2}}', `127.0.0.1:${ports.two}`)
    .replaceAll('{{HTTP_PORT}}', String(ports.http))
    .replaceAll('{{HTTPS_PORT}}', String(ports.https))
    .replaceAll('{{SERVER_NAME}}', 'localhost')
    .replaceAll('{{TLS_CERT}}', path.join(work, 'cert.pem'))
    .replaceAll('{{TLS_KEY}}', path.join(work, 'key.pem'));
  expect(!/\{\{[A-Z0-9_]+\}\}/.test(site), 'the shipped nginx site has every value filled');
  writeFileSync(path.join(work, 'site.conf'), site);
  // nginx's workers run as another user: they write request bodies over its buffer here.
  chmodSync(work, 0o755);
  mkdirSync(path.join(work, 'tmp'), { mode: 0o777 });
  chmodSync(path.join(work, 'tmp'), 0o777);
  writeFileSync(
    path.join(work, 'nginx.conf'),
    `pid ${work}/nginx.pid;\nerror_log ${work}/error.log;\nevents {}\nhttp {\n  access_log off;\n` +
      `  client_body_temp_path ${work}/tmp/body;\n  proxy_temp_path ${work}/tmp/proxy;\n  include ${work}/site.conf;\n}\n`,
  );
  run('nginx', ['-t', '-c', path.join(work, 'nginx.conf')]);

  // The server as production runs it: bundled (a few seconds), so the run never tests a stale build.
  run('npm', ['run', 'build', '-w', '@launchpad/server'], { cwd: root });
  psql(`create database ${databases[0]}`);

  // Two instances start together on the empty database: one migrates, the other waits.
  let one = startInstance(ports.one, databases[0]);
  let two = startInstance(ports.two, databases[0]);
  await Promise.all([ready(ports.one), ready(ports.two)]);
  run('nginx', ['-c', path.join(work, 'nginx.conf')]);
  nginxStarted = true;
  const applied = (name) =>
    run('psql', [
      '-h',
      '127.0.0.1',
      '-U',
      'postgres',
      '-d',
      name,
      '-Atc',
      "select count(*) || ' ' || count(distinct hash) from drizzle.__drizzle_migrations",
    ]).trim();
  const [count, distinct] = applied(databases[0]).split(' ');
  expect(
    count === distinct && Number(count) > 0,
    `instances started together applied each migration once (${count})`,
  );

  const health = await viaNginx('GET', '/api/health/ready');
  expect(health.status === 200, 'https through nginx reaches a ready instance');
  expect((await viaNginx('GET', '/metrics')).status === 404, '/metrics is not served through nginx');
  const upload = await viaNginx('POST', '/api/contact', Buffer.alloc(10 * 1024 * 1024, 1));
  expect(
    upload.text.includes('"success":false'),
    `a 10 MB body reaches the app (it answered ${upload.status})`,
  );

  // Steady load while each instance restarts in turn.
  let stopLoad = false;
  const tally = { ok: 0, failed: 0, failures: {} };
  const load = (async () => {
    while (!stopLoad) {
      const { status } = await viaNginx('GET', '/api/packages');
      if (status === 200) tally.ok += 1;
      else {
        tally.failed += 1;
        tally.failures[status] = (tally.failures[status] ?? 0) + 1;
      }
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await stop(one);
  one = startInstance(ports.one, databases[0]);
  await ready(ports.one);
  await stop(two);
  two = startInstance(ports.two, databases[0]);
  await ready(ports.two);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  stopLoad = true;
  await load;
  expect(
    tally.ok > 0 && tally.failed === 0,
    `a rolling restart under load failed no request (${tally.ok} answered, ${JSON.stringify(tally.failures)})`,
  );

  // Back up, restore into a new database, serve it.
  const backups = path.join(work, 'backups');
  run('node', ['scripts/db-backup.mjs'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: urlOf(databases[0]), BACKUP_DIR: backups },
  });
  const [dump] = readdirSync(backups);
  psql(`create database ${databases[1]}`);
  run('node', ['scripts/db-restore.mjs', path.join(backups, dump)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: urlOf(databases[1]) },
  });
  startInstance(ports.three, databases[1]);
  await ready(ports.three);
  expect(
    applied(databases[0]) === applied(databases[1]),
    'the restored database carries every migration and an instance serves it',
  );
  console.log(`deploy test passed in ${Math.round((Date.now() - begun) / 1000)} s`);
}

async function cleanUp() {
  if (nginxStarted) spawnSync('nginx', ['-c', path.join(work, 'nginx.conf'), '-s', 'quit']);
  await Promise.all(started.map(stop));
  for (const name of databases)
    spawnSync('psql', [
      '-h',
      '127.0.0.1',
      '-U',
      'postgres',
      '-c',
      `drop database if exists ${name} with (force)`,
    ]);
  rmSync(work, { recursive: true, force: true });
}

main()
  .then(cleanUp)
  .catch(async (error) => {
    console.error(`deploy test failed: ${error.message}`);
    await cleanUp();
    process.exit(1);
  });
