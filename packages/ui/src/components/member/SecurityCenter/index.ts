export { Avatar, BUILT_IN_AVATAR_COUNT, type AvatarProps, type AvatarView } from './Avatar';
export { AvatarDialog, type AvatarChoice, type AvatarDialogProps } from './AvatarDialog';
export { BindDialog, type BindDialogProps, type BindValue } from './BindDialog';
export {
  PaymentPasswordDialog,
  type PaymentPasswordDialogProps,
  type PaymentPasswordSubmission,
} from './PaymentPasswordDialog';
export { ProfileSection, type ProfileDraft, type ProfileSectionProps } from './ProfileSection';
export { SecurityCenterPanel, type SavedChange, type SecurityCenterPanelProps } from './SecurityCenterPanel';
export {
  AccountDetailsSection,
  BindingsSection,
  PasswordsSection,
  SocialSection,
  type MemberAccountSummary,
} from './Sections';
export { VipSection } from './VipSection';
export { SocialBindDialog, type SocialBindDialogProps } from './SocialBindDialog';
export type {
  BindKind,
  Loadable,
  SecurityView,
  SocialProviderId,
  VipRankView,
  VipRequirementView,
  VipView,
} from './types';
