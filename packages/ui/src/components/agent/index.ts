// @atrium/ui/agent: explicit named exports only (docs/conventions.md: no `export *` barrels).
export { AgentCentre, type AgentCentreProps } from './AgentCentre';
export {
  AGENT_CONSULTATION_HOURS,
  AgentLanding,
  type AgentLandingProps,
  type AgentLoginSubmission,
  type ConsultationHours,
} from './AgentLanding';
