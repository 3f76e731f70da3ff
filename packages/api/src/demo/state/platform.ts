import { generateDemoRsaKeyPair, type DemoRsaKeyPair } from '../../crypto/rsa';
import { DEFAULT_SCENARIO, type DemoScenario, type Fault } from '../scenarios';
import { DEMO_HOSTILE_SAMPLE, type HostileTexts } from '../seed/hostile';
import { createSwitches, type DemoSwitches } from '../seed/switches';
import { seedSystem, type SystemSeed } from '../seed/system';
import { seedAccounts } from '../seed/accounts';
import type { DemoAccount } from './accounts';
import { createSessions, type DemoSessions } from './sessions';

/**
 * The demo platform's state: one instance per server, test or story. Deterministic for a seed; the clock is
 * injectable so that times (a maintenance end, an SMS expiry) are reproducible in tests. Areas keep their own
 * state in `areas`, created on first use by their handlers (`platform.area('games', () => seedGames(seed))`).
 */
export interface DemoPlatformOptions {
  readonly seed?: number;
  readonly scenario?: Partial<DemoScenario>;
  readonly fault?: Fault | null;
  readonly now?: () => number;
}

export interface DemoPlatform {
  readonly seed: number;
  /** The platform's clock: the base clock (injected or the wall clock) plus what `advanceClock` moved it on. */
  readonly now: () => number;
  /**
   * Moves the clock forward by `ms` (demo control `POST /__demo/clock/advance`), so that settlements due every
   * 5 minutes, the next day or at a period's end can be seen without waiting. The clock never goes back: times
   * already written (bets, records, ledger entries) stay in the past.
   */
  advanceClock(ms: number): number;
  /** How far `advanceClock` has moved the clock, in milliseconds. */
  clockOffset(): number;
  readonly system: SystemSeed;
  readonly accounts: DemoAccount[];
  readonly sessions: DemoSessions;
  /** The whitelabel switches (all on by default); `switches.set('DIRECTREG3', false)` turns one off. */
  readonly switches: DemoSwitches;
  scenario(): DemoScenario;
  setScenario(patch: Partial<DemoScenario>): void;
  fault(): Fault | null;
  setFault(fault: Fault | null): void;
  /** The texts of the `hostile` content scenario (a small sample until a corpus is loaded). */
  hostileTexts(): HostileTexts;
  setHostileTexts(texts: HostileTexts): void;
  /** The RSA key pair of the encrypted body (made on first use: about 0.1 s). */
  rsaKeyPair(): DemoRsaKeyPair;
  /** An area's state, created once per platform by `create`. */
  area<T>(name: string, create: () => T): T;
  accountById(id: string): DemoAccount | null;
  accountByUsername(username: string): DemoAccount | null;
}

export const DEFAULT_SEED = 20261123;

export function createDemoPlatform(options: DemoPlatformOptions = {}): DemoPlatform {
  const seed = options.seed ?? DEFAULT_SEED;
  const baseNow = options.now ?? (() => Date.now());
  let offset = 0;
  const now = () => baseNow() + offset;
  let scenario: DemoScenario = { ...DEFAULT_SCENARIO, ...options.scenario };
  let fault: Fault | null = options.fault ?? null;
  let hostile: HostileTexts = DEMO_HOSTILE_SAMPLE;
  const areas = new Map<string, unknown>();
  const accounts = seedAccounts();
  return {
    seed,
    now,
    advanceClock(ms) {
      if (Number.isFinite(ms) && ms > 0) offset += ms;
      return now();
    },
    clockOffset: () => offset,
    system: seedSystem(seed),
    accounts,
    sessions: createSessions(),
    switches: createSwitches(),
    scenario: () => scenario,
    setScenario(patch) {
      scenario = { ...scenario, ...patch };
    },
    fault: () => fault,
    setFault(next) {
      fault = next;
    },
    hostileTexts: () => hostile,
    setHostileTexts(texts) {
      hostile = texts;
    },
    rsaKeyPair: () => generateDemoRsaKeyPair(seed >>> 0),
    area<T>(name: string, create: () => T): T {
      if (!areas.has(name)) areas.set(name, create());
      return areas.get(name) as T;
    },
    accountById: (id) => accounts.find((a) => a.id === id) ?? null,
    accountByUsername: (username) =>
      accounts.find((a) => a.username.toLowerCase() === username.trim().toLowerCase()) ?? null,
  };
}
