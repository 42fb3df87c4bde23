// A rolling restart under steady traffic, as docs/DEPLOY.md section 6 does it: reads (the catalogue)
// and writes (a customer saving their profile) go through nginx while each instance in turn is taken
// out of nginx's rotation, stopped with SIGTERM, started again and put back once ready. nginx does
// not poll readiness, and a write that reaches an instance the moment it stops listening cannot be
// retried (it was sent): taking the instance out first is what keeps writes whole.
import { ready, stop } from './topology.mjs';

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function restartUnderLoad({
  call,
  token,
  instances,
  ports,
  start,
  shopEnv,
  databases,
  tls,
  rotation,
}) {
  const tally = { ok: 0, writes: 0, failed: 0, failures: {}, stale: [] };
  let stopLoad = false;
  const count = (status, write) => {
    if (status === 200) {
      tally.ok += 1;
      if (write) tally.writes += 1;
    } else {
      tally.failed += 1;
      tally.failures[status] = (tally.failures[status] ?? 0) + 1;
    }
  };
  const reader = async () => {
    while (!stopLoad)
      count((await call('GET', '/api/packages').catch((e) => ({ status: e.code })))?.status, false);
  };
  const writer = async () => {
    let n = 0;
    while (!stopLoad) {
      n += 1;
      const json = { name: `Meera Iyer ${n % 10}`, phone: '+91 98450 22334' };
      const answer = await call('PATCH', '/api/auth/me', { json, token }).catch((e) => ({ status: e.code }));
      count(answer.status, true);
    }
  };
  const load = Promise.all([reader(), reader(), writer()]);
  await wait(1000);
  for (const name of ['one', 'two']) {
    rotation(ports[name], false);
    // Requests nginx already passed to it finish before it is told to stop.
    await wait(1000);
    const before = instances[name].pid;
    await stop(instances[name]);
    const restartedAt = Date.now();
    instances[name] = start(shopEnv(ports[name], databases[0], tls));
    const readiness = await ready(ports[name], instances[name]);
    // As the documented procedure does: a new process, and ready, before the instance goes back.
    const fresh = readiness.uptimeSeconds <= Math.ceil((Date.now() - restartedAt) / 1000);
    if (instances[name].pid === before || !fresh) tally.stale.push(name);
    rotation(ports[name], true);
    await wait(500);
  }
  await wait(1000);
  stopLoad = true;
  await load;
  return tally;
}
