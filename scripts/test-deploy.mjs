// `npm run test:deploy`: the shipped topology, for real. Two production instances on a fresh
// PostgreSQL database and Redis behind the shipped nginx site (deploy/nginx-launchpad.conf, its
// {{…}} values filled with this run's ports and paths), over https with a self-signed certificate,
// and a third, development instance whose /sandbox plays PhonePe for them through the documented
// PHONEPE_* settings. The shipped settings template reads in the shell. Through nginx a founder
// signs up and pays (the provider's webhook marks the order paid), uploads a 10 MB document and
// sees a live event after an admin change; /metrics is hidden; the instances keep their build's
// assets in their shared state directory; a rolling restart of both instances
// under steady reads and writes fails no request; a backup, readable by its owner only, restores
// into a new database whose instance serves the same order, invoice PDF and document, byte for
// byte. Ends every process it started. Needs PostgreSQL on 127.0.0.1:5432 (user
// postgres) and Redis on 127.0.0.1:6379; installs nginx and pg_dump from Debian when missing.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiClient, trustingFetch } from './deploy-test/client.mjs';
import { checkEdge } from './deploy-test/edge.mjs';
import {
  buyAndPay,
  liveEventAfterAdminChange,
  ownerEnrolsSecondFactor,
  signIn,
  uploadDocument,
} from './deploy-test/journey.mjs';
import {
  ensureTools,
  psql,
  ready,
  run,
  selfSignedCertificate,
  startMailServer,
  startServer,
  stop,
  writeNginxConfig,
} from './deploy-test/topology.mjs';
import { restartUnderLoad } from './deploy-test/traffic.mjs';

const root = path.resolve(import.meta.dirname, '..');
const base = Number(process.env.DEPLOY_TEST_PORT_BASE ?? 7600);
const ports = {
  one: base + 1,
  two: base + 2,
  three: base + 3,
  sandbox: base + 4,
  https: base + 43,
  sandboxHttps: base + 44,
  http: base + 80,
};
const work = mkdtempSync(path.join(tmpdir(), 'launchpad-deploy-'));
const suffix = randomBytes(4).toString('hex');
const databases = [`launchpad_deploy_${suffix}`, `launchpad_deploy_${suffix}_restored`];
const secret = () => randomBytes(36).toString('base64url');
// One set of secrets for the shop's instances: a session made on one is good on the other.
const shop = { jwt: secret(), metrics: secret(), adminPassword: `${secret()}-Aa1` };
const sandboxSecret = secret();
const started = [];
let nginxStarted = false;
let mailServer;
const urlOf = (name) => `postgres://postgres@127.0.0.1:5432/${name}`;

/** The sandbox's PhonePe credentials, derived from its server secret as `sandboxCredentials` does. */
function sandboxCredentials() {
  const derive = (label) => createHmac('sha256', sandboxSecret).update(`sandbox:${label}`).digest('hex');
  return {
    PHONEPE_CLIENT_ID: 'LAUNCHPAD_SANDBOX',
    PHONEPE_CLIENT_SECRET: derive('client-secret'),
    PHONEPE_CLIENT_VERSION: '1',
    PHONEPE_WEBHOOK_USERNAME: 'sandbox_hook',
    PHONEPE_WEBHOOK_PASSWORD: `Sb${derive('webhook-password').slice(0, 16)}9`,
  };
}

function shopEnv(port, database, tls) {
  const sandbox = `https://localhost:${ports.sandboxHttps}/sandbox`;
  return {
    ...process.env,
    NODE_ENV: 'production',
    NODE_EXTRA_CA_CERTS: tls.cert,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The unit's StateDirectory, shared by the instances: the assets of the builds they served.
    DATA_DIR: path.join(work, 'state'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: urlOf(database),
    // A machine busy with other work opens connections slowly; the default 1.5 s suits a quiet one.
    DATABASE_CONNECT_TIMEOUT_SECONDS: '10',
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `launchpad-deploy-${suffix}:`,
    PUBLIC_URL: `https://localhost:${ports.https}`,
    TRUST_PROXY: '127.0.0.1',
    JWT_SECRET: shop.jwt,
    METRICS_TOKEN: shop.metrics,
    ADMIN_EMAIL: 'operations@launchpad.example',
    ADMIN_PASSWORD: shop.adminPassword,
    SHUTDOWN_DELAY_SECONDS: '1',
    SMTP_URL: `smtp://deploy:mail-password@localhost:${base + 25}`,
    MAIL_FROM: 'Launchpad <hello@launchpad.example>',
    PAYMENT_PROVIDER: 'phonepe',
    PHONEPE_OAUTH_URL: sandbox,
    PHONEPE_PG_URL: sandbox,
    ...sandboxCredentials(),
    BUSINESS_LEGAL_NAME: 'Launchpad Ventures Private Limited',
    BUSINESS_ADDRESS: '12 MG Road, Bengaluru, Karnataka 560001',
    BUSINESS_STATE: '29',
    GRIEVANCE_OFFICER_NAME: 'Asha Rao',
    GRIEVANCE_OFFICER_EMAIL: 'grievance@launchpad.example',
  };
}

function sandboxEnv(tls) {
  return {
    ...process.env,
    NODE_ENV: 'development',
    NODE_EXTRA_CA_CERTS: tls.cert,
    PORT: String(ports.sandbox),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(work, 'sandbox-data'),
    DATABASE_URL: '',
    REDIS_URL: '',
    JWT_SECRET: sandboxSecret,
    PUBLIC_URL: `https://localhost:${ports.sandboxHttps}`,
    PAYMENT_PROVIDER: 'sandbox',
    SANDBOX_WEBHOOK_URL: `https://localhost:${ports.https}/api/payments/webhook/phonepe`,
  };
}

function start(env) {
  const child = startServer(root, env);
  started.push(child);
  return child;
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`ok - ${message}`);
}

/** Takes an instance out of nginx's upstream (`down`) or puts it back, and reloads nginx gracefully. */
function setInRotation(port, serving) {
  const file = path.join(work, 'site.conf');
  const line = new RegExp(`(server 127\\.0\\.0\\.1:${port} max_fails=0)( down)?;`);
  const site = readFileSync(file, 'utf8');
  if (!line.test(site)) throw new Error(`the site has no upstream line for port ${port}`);
  writeFileSync(file, site.replace(line, serving ? '$1;' : '$1 down;'));
  run('nginx', ['-c', path.join(work, 'nginx.conf'), '-s', 'reload']);
}

const migrationsOf = (name) =>
  psql("select count(*) || ' ' || count(distinct hash) from drizzle.__drizzle_migrations", name).trim();

async function main() {
  ensureTools();
  // The settings file is read by systemd and, for one-off commands, by the shell: the shipped one
  // must read in the shell too.
  const mailFrom = run('sh', ['-c', 'set -a && . ./deploy/launchpad.env.example && printf %s "$MAIL_FROM"'], {
    cwd: root,
  });
  expect(
    mailFrom === 'Launchpad <hello@launchpad.example>',
    'the shipped settings file reads in the shell, MAIL_FROM whole',
  );
  const tls = selfSignedCertificate(work);
  expect(writeNginxConfig({ root, work, ports, tls }), 'the shipped nginx site has every value filled');
  const fetchImpl = trustingFetch(tls.pem);
  const siteUrl = `https://localhost:${ports.https}`;
  const call = apiClient(siteUrl, fetchImpl);

  // The product as production runs it: the web app built and the server bundled, so the run never
  // tests a stale build and the instances start as a correct installation does, without warnings.
  run('npm', ['run', 'build'], { cwd: root, env: { ...process.env, VITE_SITE_URL: siteUrl } });
  // The budget is the topology's: the build takes what the machine gives it, as `npm test`'s does.
  const begun = Date.now();
  psql(`create database ${databases[0]}`);
  mailServer = await startMailServer(base + 25, tls);
  await ready(ports.sandbox, start(sandboxEnv(tls)));
  // The provider answers before the shop starts, as in production: the start-up check finds it.
  run('nginx', ['-c', path.join(work, 'nginx.conf')]);
  nginxStarted = true;

  // Two instances start together on the empty database: one migrates, the other waits.
  const instances = {
    one: start(shopEnv(ports.one, databases[0], tls)),
    two: start(shopEnv(ports.two, databases[0], tls)),
  };
  await Promise.all([ready(ports.one, instances.one), ready(ports.two, instances.two)]);
  const [count, distinct] = migrationsOf(databases[0]).split(' ');
  expect(
    count === distinct && Number(count) > 0,
    `instances started together applied each migration once (${count})`,
  );

  expect(
    (await call('GET', '/api/health/ready')).status === 200,
    'https through nginx reaches a ready instance',
  );
  const bought = await buyAndPay({ call, fetchImpl, expect });
  await checkEdge({ call, token: bought.token, orderId: bought.orderId, expect });
  // By now each instance has checked the provider's credentials at start and served a purchase.
  const startWarnings = [...instances.one.warnings, ...instances.two.warnings];
  expect(startWarnings.length === 0, `the production instances started without warnings (${startWarnings})`);
  const built = readdirSync(path.join(root, 'apps/web/build/client/assets'));
  const kept = new Set(readdirSync(path.join(work, 'state/web-assets')));
  expect(
    built.length > 0 && built.every((name) => kept.has(name)),
    `the instances keep their build's ${built.length} assets in their state directory`,
  );
  const document = await uploadDocument({ call, token: bought.token, order: bought.order, expect });
  const adminToken = await signIn(call, 'operations@launchpad.example', shop.adminPassword);
  await ownerEnrolsSecondFactor({ call, token: adminToken, expect });
  await liveEventAfterAdminChange({
    base: siteUrl,
    fetchImpl,
    call,
    token: bought.token,
    adminToken,
    order: bought.order,
    expect,
  });

  const tally = await restartUnderLoad({
    call: apiClient(siteUrl, trustingFetch(tls.pem, { keepAlive: false })),
    rotation: setInRotation,
    token: bought.token,
    instances,
    ports,
    start,
    shopEnv,
    databases,
    tls,
  });
  expect(tally.stale.length === 0, `each restarted instance was a new process, ready (${tally.stale})`);
  expect(
    tally.ok > 0 && tally.writes > 0 && tally.failed === 0,
    `a rolling restart under reads and writes failed no request (${tally.ok} answered, ${tally.writes} of them writes, ${JSON.stringify(tally.failures)})`,
  );

  // What the founder holds before the backup: the order, its invoice PDF, their document.
  const before = {
    order: (await call('GET', `/api/orders/${bought.orderId}`, { token: bought.token })).json.data,
    pdf: (await call('GET', `/api/invoices/${bought.order.invoices[0].id}/pdf`, { token: bought.token }))
      .bytes,
  };
  const backups = path.join(work, 'backups');
  run('node', ['scripts/db-backup.mjs'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: urlOf(databases[0]), BACKUP_DIR: backups },
  });
  const [dump] = readdirSync(backups);
  expect(
    (statSync(path.join(backups, dump)).mode & 0o777) === 0o600,
    'the backup is readable by its owner only',
  );
  psql(`create database ${databases[1]}`);
  run('node', ['scripts/db-restore.mjs', path.join(backups, dump)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: urlOf(databases[1]) },
  });
  await ready(ports.three, start(shopEnv(ports.three, databases[1], tls)));
  expect(
    migrationsOf(databases[0]) === migrationsOf(databases[1]),
    'the restored database carries every migration',
  );
  const restored = apiClient(`http://127.0.0.1:${ports.three}`, fetch);
  const token = bought.token;
  const after = {
    order: (await restored('GET', `/api/orders/${bought.orderId}`, { token })).json?.data,
    pdf: (await restored('GET', `/api/invoices/${bought.order.invoices[0].id}/pdf`, { token })).bytes,
    file: (
      await restored('GET', `/api/orders/${bought.orderId}/documents/${document.documentId}/file`, { token })
    ).bytes,
  };
  expect(
    JSON.stringify(after.order) === JSON.stringify(before.order),
    'the restored instance serves the same order',
  );
  expect(
    before.pdf.length > 1000 && after.pdf.equals(before.pdf),
    'the restored invoice PDF is byte-identical',
  );
  expect(after.file.equals(document.bytes), 'the restored 10 MB document is byte-identical');
  // Reported, not judged: a busy machine makes it slower, never wrong; CI bounds its own total.
  console.log(`deploy test passed in ${Math.round((Date.now() - begun) / 1000)} s after the build`);
}

async function cleanUp() {
  if (nginxStarted) run('nginx', ['-c', path.join(work, 'nginx.conf'), '-s', 'quit']);
  await new Promise((resolve) => (mailServer ? mailServer.close(resolve) : resolve()));
  await Promise.all(started.map(stop));
  for (const name of databases) psql(`drop database if exists ${name} with (force)`);
  rmSync(work, { recursive: true, force: true });
}

main()
  .then(cleanUp)
  .catch(async (error) => {
    console.error(`deploy test failed: ${error.stack ?? error.message}`);
    await cleanUp().catch((cleanUpError) => console.error(`clean-up failed: ${cleanUpError.message}`));
    process.exit(1);
  });
