// @atrium/ui/member: explicit named exports only (docs/conventions.md: no `export *` barrels).
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
