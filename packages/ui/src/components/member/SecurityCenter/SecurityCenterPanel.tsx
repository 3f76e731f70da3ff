import type { ProfileField } from '@atrium/domain/account';
import type { AvatarView } from './Avatar';
import { ProfileSection, type ProfileDraft } from './ProfileSection';
import {
  AccountDetailsSection,
  BindingsSection,
  PasswordsSection,
  SocialSection,
  type MemberAccountSummary,
} from './Sections';
import { VipSection } from './VipSection';
import type { BindKind, Loadable, SecurityView, SocialProviderId, VipView } from './types';
import accountEnglish from '../../../i18n/locales/en/ui/account.json';
import memberEnglish from '../../../i18n/locales/en/ui/member.json';
import { registerPart } from '../../../i18n/registry';

registerPart('member', memberEnglish);
registerPart('account', accountEnglish);

/** A change that went through; its section says so (a polite status). */
export type SavedChange =
  | 'avatar'
  | 'paymentPasswordSet'
  | 'paymentPasswordChanged'
  | 'boundMobile'
  | 'boundEmail'
  | 'boundBankAccountName'
  | 'social';

const SAVED: Readonly<Record<SavedChange, readonly [section: string, key: string]>> = {
  avatar: ['avatar', 'SecurityCenter.avatar.saved'],
  paymentPasswordSet: ['passwords', 'SecurityCenter.paymentPassword.setDone'],
  paymentPasswordChanged: ['passwords', 'SecurityCenter.paymentPassword.changedDone'],
  boundMobile: ['bindings', 'SecurityCenter.bind.done.mobile'],
  boundEmail: ['bindings', 'SecurityCenter.bind.done.email'],
  boundBankAccountName: ['bindings', 'SecurityCenter.bind.done.bankAccountName'],
  social: ['social', 'SecurityCenter.social.done'],
};

export interface SecurityCenterPanelProps {
  readonly summary: Loadable<MemberAccountSummary>;
  readonly avatar: AvatarView;
  /** The avatar could not be read: its retry. */
  readonly avatarFailed?: { readonly onRetry: () => void; readonly isRetrying?: boolean } | null;
  readonly vip: Loadable<VipView>;
  readonly security: Loadable<SecurityView>;
  readonly profile: Loadable<readonly ProfileField[]>;
  readonly onSaveProfile: (changes: ProfileDraft) => void;
  readonly isSavingProfile?: boolean;
  readonly profileErrorKey?: string | null;
  readonly isProfileSaved?: boolean;
  /** §5/§9 the brand's minimum age for the birthday check (18 when left out). */
  readonly minimumAge?: number | undefined;
  /** Opens the change-password dialog (spec §2 Popups changePassModal). */
  readonly onChangePassword: () => void;
  readonly onChangeAvatar: () => void;
  readonly onPaymentPassword: () => void;
  readonly onBind: (kind: BindKind) => void;
  readonly onBindSocial: (provider: SocialProviderId) => void;
  readonly saved?: SavedChange | null;
}

/**
 * Spec §2 securityCenter (my account): who the member is and their avatar, VIP progress, the profile fields the
 * server enables, the login and payment passwords, bindings (phone, email, bank account name) and social accounts.
 * Each part loads and fails on its own; the change-password entry works whatever else does.
 */
export function SecurityCenterPanel({
  summary,
  avatar,
  avatarFailed = null,
  vip,
  security,
  profile,
  onSaveProfile,
  isSavingProfile = false,
  profileErrorKey = null,
  isProfileSaved = false,
  minimumAge,
  onChangePassword,
  onChangeAvatar,
  onPaymentPassword,
  onBind,
  onBindSocial,
  saved = null,
}: SecurityCenterPanelProps) {
  const savedIn = (section: string) => (saved !== null && SAVED[saved][0] === section ? SAVED[saved][1] : null);
  return (
    <>
      <AccountDetailsSection
        summary={summary}
        avatar={avatar}
        avatarFailed={avatarFailed}
        onChangeAvatar={onChangeAvatar}
        savedKey={savedIn('avatar')}
      />
      <VipSection vip={vip} />
      <PasswordsSection
        security={security}
        onChangePassword={onChangePassword}
        onPaymentPassword={onPaymentPassword}
        savedKey={savedIn('passwords')}
      />
      <BindingsSection security={security} onBind={onBind} savedKey={savedIn('bindings')} />
      <SocialSection security={security} onBind={onBindSocial} savedKey={savedIn('social')} />
      <ProfileSection
        profile={profile}
        onSave={onSaveProfile}
        isSaving={isSavingProfile}
        errorKey={profileErrorKey}
        isSaved={isProfileSaved}
        {...(minimumAge !== undefined ? { minimumAge } : {})}
      />
    </>
  );
}
