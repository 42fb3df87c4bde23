import { createLaunchChanges, type LaunchDeps } from './launch-changes.ts';
import { createLaunchOwner } from './launch-owner.ts';
import { createLaunchPlan } from './launch-plan.ts';
import { createTeamMoves } from './launch-team-moves.ts';
import { createTrackRefresh } from './track-refresher.ts';

// The launch tracker, one use case a file: this puts them together into the service the routes,
// the payments and the admin console call.

/**
 * The launch tracker: the plan an order gets when it is paid, the team's moves on its milestones and
 * documents, and the expected launch date kept current through `computeLaunchTrack` (decision 010).
 */
export function createFulfilmentService(deps: LaunchDeps) {
  const changes = createLaunchChanges(deps);
  return {
    ...changes,
    ...createLaunchPlan(deps, changes),
    ...createTeamMoves(deps, changes),
    ...createLaunchOwner(deps),
    ...createTrackRefresh(deps, changes),
  };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
