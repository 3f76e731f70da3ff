export {
  MemberCentrePage,
  MemberPageUnavailable,
  memberCentreHref,
  type MemberCentrePageProps,
  type MemberPageUnavailableProps,
} from './MemberCentre';
