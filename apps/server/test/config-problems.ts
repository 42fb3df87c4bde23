import { ConfigError, loadConfig } from '../src/config/env.ts';

/** What the settings check says of these settings: its problems, none when they load. */
export function configProblems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
