import type { BackgroundLoop } from './background-loop.ts';

/**
 * Which switch of the instance runs a loop: the mail outbox worker has its own (tests deliver the
 * outbox by hand while other work runs), every other loop is `upkeep`.
 */
export type LoopKind = 'mail' | 'upkeep';

interface Registration {
  name: string;
  kind: LoopKind;
  start: () => BackgroundLoop;
}

/**
 * The background loops of an instance, in one place: each module registers its loops while it is
 * built; the app starts those its options allow once every module is built, and stops them all
 * (waiting for the passes under way) before the database closes.
 */
export interface LoopRegistry {
  /** Adds a loop under a unique name; `start` is called by `startAll`, never before. */
  register(name: string, start: () => BackgroundLoop, kind?: LoopKind): void;
  /** Starts every registered loop whose kind `runs`; a second call starts nothing more. */
  startAll(runs: (kind: LoopKind) => boolean): void;
  /** Stops the loops that were started, all at once, and resolves when their passes have ended. */
  stopAll(): Promise<void>;
  /** The names of the registered loops, in the order they were registered. */
  names(): string[];
  /** The names of the loops that are running. */
  running(): string[];
}

export function createLoopRegistry(): LoopRegistry {
  const registrations: Registration[] = [];
  const started = new Map<string, BackgroundLoop>();
  let startedAll = false;
  return {
    register(name, start, kind = 'upkeep') {
      if (registrations.some((registration) => registration.name === name)) {
        throw new Error(`a background loop named ${name} is already registered`);
      }
      if (startedAll) throw new Error(`the background loop ${name} was registered after the loops started`);
      registrations.push({ name, kind, start });
    },
    startAll(runs) {
      if (startedAll) return;
      startedAll = true;
      for (const { name, kind, start } of registrations) {
        if (runs(kind)) started.set(name, start());
      }
    },
    async stopAll() {
      const loops = [...started.values()];
      started.clear();
      await Promise.all(loops.map((loop) => loop.stop()));
    },
    names: () => registrations.map((registration) => registration.name),
    running: () => [...started.keys()],
  };
}
