export { AgentCentre, type AgentCentreProps } from './AgentCentre';
