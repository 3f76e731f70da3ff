export {
  MemberCentrePage,
  MemberPageUnavailable,
  SecurityCenterPanel,
  memberCentreHref,
  type MemberAccountSummary,
  type MemberCentrePageProps,
  type MemberPageUnavailableProps,
  type SecurityCenterPanelProps,
} from './MemberCentre';
