export {
  MemberCentrePage,
  MemberPageUnavailable,
  memberCentreHref,
  type MemberCentrePageProps,
  type MemberPageUnavailableProps,
} from './MemberCentre';
export { MemberMenuError, type MemberMenuErrorProps } from './MemberMenuError';
export { MemberCentreOverlay, type MemberCentreOverlayProps } from './MemberCentreOverlay';
