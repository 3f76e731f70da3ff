export {
  MemberCentrePage,
  MemberCentrePagePending,
  MemberPageUnavailable,
  memberCentreHref,
  type MemberCentrePageProps,
  type MemberCentrePagePendingProps,
  type MemberPageUnavailableProps,
} from './MemberCentre';
export { MemberMenuError, type MemberMenuErrorProps } from './MemberMenuError';
export { MemberCentreOverlay, type MemberCentreOverlayProps } from './MemberCentreOverlay';
