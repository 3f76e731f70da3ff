// The demo platform (ARCHITECTURE.md): one implementation behind Storybook, tests, `pnpm dev` and the Node server.
export { demoHandlers } from './handlers/index';
export { systemHandlers } from './handlers/system';
export {
  DEFAULT_SCENARIO,
  SCENARIO_COOKIE_PREFIX,
  SYSTEM_SCENARIOS,
  isSystemScenario,
  type DemoScenario,
  type SystemScenario,
} from './scenarios';
export { DEFAULT_SEED, createDemoPlatform, type DemoPlatform, type DemoPlatformOptions } from './state/platform';
export { DEMO_SUPPORT_PATH } from './seed/system';
export { DEMO_DEFAULT_PASSWORD, DEMO_PASSWORD, type DemoAccount } from './state/accounts';
export { FAULTS, parseFault, type Fault, type FaultKind } from './scenarios';
// demo exports (helper A1)
// demo exports (helper A2)
// demo exports (helper B1)
// demo exports (helper B2)
// demo exports (helper C)
