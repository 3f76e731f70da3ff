// @atrium/ui/rewards: explicit named exports only (docs/conventions.md: no `export *` barrels).
// §2 rewardCenter (§4 activity statuses, §5 activity application)
export { RewardCenterPanel, type RewardCenterPanelProps } from './RewardCenterPanel';
export { ActivityCard, type ActivityCardProps } from './shared/ActivityCard';
export { formatAmount, type ActivityOutcome, type ActivityRequest, type ActivityView } from './shared/activity';
