import { DEFAULT_SCENARIO, type DemoScenario } from '../scenarios';
import { seedSystem, type SystemSeed } from '../seed/system';

/**
 * The demo platform's state: one instance per server, test or story. Deterministic for a seed; the clock is
 * injectable so that times (a maintenance end) are reproducible in tests.
 */
export interface DemoPlatformOptions {
  readonly seed?: number;
  readonly scenario?: Partial<DemoScenario>;
  readonly now?: () => number;
}

export interface DemoPlatform {
  readonly seed: number;
  readonly now: () => number;
  readonly system: SystemSeed;
  scenario(): DemoScenario;
  setScenario(patch: Partial<DemoScenario>): void;
}

export const DEFAULT_SEED = 20261123;

export function createDemoPlatform(options: DemoPlatformOptions = {}): DemoPlatform {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? (() => Date.now());
  let scenario: DemoScenario = { ...DEFAULT_SCENARIO, ...options.scenario };
  return {
    seed,
    now,
    system: seedSystem(seed),
    scenario: () => scenario,
    setScenario(patch) {
      scenario = { ...scenario, ...patch };
    },
  };
}
