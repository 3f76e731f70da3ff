export {
  AgentCentre,
  AgentPageUnavailable,
  type AgentCentreProps,
  type AgentPageUnavailableProps,
} from './AgentCentre';
