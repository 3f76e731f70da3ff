export {
  MemberCentrePage,
  MemberPageUnavailable,
  SecurityCenterPanel,
  memberCentreHref,
  type MemberAccountSummary,
  type MemberCentrePageProps,
  type SecurityCenterPanelProps,
} from './MemberCentre';
