export { AgentAnnouncements, type AgentAnnouncementsProps } from './AgentAnnouncements';
