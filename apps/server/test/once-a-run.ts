// Global setups run in Vitest's own process, once per project. The shared-module and the isolated
// project of one database driver need the same migrated database, so it is made once a run.

type Teardown = () => unknown;
interface Made<T> {
  value: T;
  teardown: Teardown;
}

const store = globalThis as { launchpadMadeOnceARun?: Map<string, Promise<Made<unknown>>> };
store.launchpadMadeOnceARun ??= new Map();
const made = store.launchpadMadeOnceARun;

/**
 * The value `make` gives, made by the first setup that asks for `key`. Only that setup gets the
 * teardown back; Vitest runs it after the last test file of every project has ended.
 */
export async function onceARun<T>(
  key: string,
  make: () => Promise<Made<T>>,
): Promise<{ value: T; teardown?: Teardown }> {
  const first = !made.has(key);
  if (first) made.set(key, make());
  const { value, teardown } = (await made.get(key)) as Made<T>;
  return first ? { value, teardown } : { value };
}
