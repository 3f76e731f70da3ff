export {
  AGENT_CONSULTATION_HOURS,
  AgentLanding,
  type AgentLandingProps,
  type AgentLoginSubmission,
  type ConsultationHours,
} from './AgentLanding';
