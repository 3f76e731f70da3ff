export {
  AgentCentre,
  AgentCentrePagePending,
  AgentPageUnavailable,
  type AgentCentreProps,
  type AgentCentrePagePendingProps,
  type AgentPageUnavailableProps,
} from './AgentCentre';
export { AgentMenuError, type AgentMenuErrorProps } from './AgentMenuError';
