export { RewardCenterPanel, type RewardCenterPanelProps } from './RewardCenterPanel';
