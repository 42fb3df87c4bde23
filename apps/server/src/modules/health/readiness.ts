import type { Database } from '../../db/client.ts';
import { createMigrationCheck } from '../../db/migration-state.ts';

/** Whether this instance should be sent traffic, beyond answering at all. */
export interface Readiness {
  /** True from the moment shutdown begins: the proxy stops sending before connections drain. */
  draining(): boolean;
  startDraining(): void;
  /** Every migration this build carries is applied. */
  migrationsApplied(): Promise<boolean>;
}

export function createReadiness(database: Database): Readiness {
  let draining = false;
  return {
    draining: () => draining,
    startDraining: () => {
      draining = true;
    },
    migrationsApplied: createMigrationCheck(database),
  };
}
