import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatBalance } from '@atrium/domain/format';
import { IMAGE_SIGNATURE_BYTES, sniffImageType } from '@atrium/domain/uploads';
import {
  accountKeys,
  accountSecurityQueryOptions,
  bindCodeMutationOptions,
  bindMutationOptions,
  bindSocial,
  changeAvatar,
  paymentPasswordMutationOptions,
  profileQueryOptions,
  rankProgressQueryOptions,
  saveProfileMutationOptions,
  type AccountSecurity,
  type AvatarChange,
  type BindTarget,
  type CodeSent,
} from '@atrium/api/account';
import { errorKeyOf } from '@atrium/api/errors';
import { memberIconQueryOptions, memberInfoQueryOptions, type MemberIcon } from '@atrium/api/member';
import { queryKeys } from '@atrium/api/queryKeys';
import { requestDemoSocialConsent } from '@atrium/api/session';
import { countriesQueryOptions } from '@atrium/api/settings';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import {
  AvatarDialog,
  BindDialog,
  PaymentPasswordDialog,
  SecurityCenterPanel,
  SocialBindDialog,
  type AvatarChoice,
  type AvatarView,
  type BindKind,
  type BindValue,
  type MemberAccountSummary,
  type SavedChange,
  type SecurityView,
  type SocialProviderId,
} from '@atrium/ui/member';
import { useState } from 'react';
import { useApiClient } from '../../../shared/apiClient';
import { useBrand } from '../../../shared/brand';
import { useLanguage } from '../../../shared/language';
import { useAuthActions } from '../../../shared/auth/useAuthActions';
import { useSession } from '../../../shared/auth/useSession';
import { deviceId } from '../../../shared/session';
import { useSubmit, useSubmitMutation } from '../../../shared/submit';
import { queryPart } from '../../../shared/queryPart';
import { toVipView } from './vipView';

const BOUND: Readonly<Record<BindKind, SavedChange>> = {
  mobile: 'boundMobile',
  email: 'boundEmail',
  bankAccountName: 'boundBankAccountName',
};

function toAvatarView(icon: MemberIcon | undefined): AvatarView {
  if (!icon || icon.kind === 'default') return { kind: 'default' };
  if (icon.kind === 'preset') return { kind: 'preset', index: icon.index };
  return { kind: 'picture', src: icon.link.kind === 'internal' ? icon.link.path : icon.link.url };
}

function toSecurityView(security: AccountSecurity): SecurityView {
  return {
    hasPaymentPassword: security.hasPaymentPassword,
    bound: {
      mobile: security.maskedMobile,
      email: security.maskedEmail,
      bankAccountName: security.maskedBankAccountName,
    },
    social: security.social,
  };
}

function toBindTarget(value: BindValue): BindTarget {
  return value;
}

/**
 * A checked picture as the upload call takes it: base64 (the client sends JSON only), its type read from its bytes
 * (a browser may leave `file.type` empty).
 */
async function uploadOf(file: File): Promise<AvatarChange> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const kind = sniffImageType(bytes.subarray(0, IMAGE_SIGNATURE_BYTES));
  return {
    kind: 'upload',
    fileName: file.name,
    contentType: kind === 'png' ? 'image/png' : 'image/jpeg',
    base64: btoa(binary),
  };
}

/**
 * §2 securityCenter (my account): the member's details and avatar, VIP progress, the profile the server enables,
 * both passwords, bindings and social accounts. Every change goes through the submit guard (one request per action,
 * never retried); a failure keeps what was typed and is shown where the member looks.
 */
export function SecurityCenterContainer() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const session = useSession();
  const auth = useAuthActions();
  const { locale } = useLanguage();
  const brand = useBrand();
  const enabled = session.isLoggedIn && !session.isTrial;

  const info = useQuery(memberInfoQueryOptions(client, enabled));
  const icon = useQuery(memberIconQueryOptions(client, enabled));
  const security = useQuery(accountSecurityQueryOptions(client, enabled));
  const profile = useQuery(profileQueryOptions(client, enabled));
  const rank = useQuery(rankProgressQueryOptions(client, enabled));
  const balance = useQuery(walletBalanceQueryOptions(client, enabled));
  const countries = useQuery(countriesQueryOptions(client));

  const [saved, setSaved] = useState<SavedChange | null>(null);
  const [dialog, setDialog] = useState<
    | { readonly kind: 'paymentPassword' }
    | { readonly kind: 'bind'; readonly what: BindKind }
    | { readonly kind: 'social'; readonly provider: SocialProviderId }
    | { readonly kind: 'avatar' }
    | null
  >(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState<{ readonly at: number; readonly sent: CodeSent } | null>(null);

  const open = (next: typeof dialog) => {
    setDialogError(null);
    setCodeSent(null);
    setDialog(next);
  };
  const close = () => open(null);
  const succeeded = (notice: SavedChange) => {
    setSaved(notice);
    close();
  };
  const putSecurity = (next: AccountSecurity) => queryClient.setQueryData(accountKeys.security(), next);

  const profileSave = useSubmitMutation(saveProfileMutationOptions(client));
  const [profileSaved, setProfileSaved] = useState(false);
  const paymentPassword = useSubmitMutation(paymentPasswordMutationOptions(client));
  const bindCode = useSubmitMutation(bindCodeMutationOptions(client));
  const bind = useSubmitMutation(bindMutationOptions(client));
  // Reading the picture is part of the action, inside the guard: a second press while it is read sends nothing.
  const avatar = useSubmit(async (choice: AvatarChoice) => {
    try {
      const change: AvatarChange = choice.kind === 'preset' ? choice : await uploadOf(choice.file);
      queryClient.setQueryData(queryKeys.member.icon(), await changeAvatar(client, change));
      succeeded('avatar');
    } catch (error) {
      setDialogError(errorKeyOf(error));
    }
  });
  const social = useSubmit(async (provider: SocialProviderId) => {
    try {
      // The provider's step: the demo provider answers a one-time code for this browser's identity.
      const code = await requestDemoSocialConsent(client, { provider, deviceId: deviceId() });
      putSecurity(await bindSocial(client, { provider, code }));
      succeeded('social');
    } catch (error) {
      setDialogError(errorKeyOf(error));
    }
  });

  const currencySymbol = balance.data?.currencySymbol ?? '';
  const money = (cents: number) =>
    formatBalance(cents / 100, { currencySymbol, isHidden: false, locale })?.text ?? String(cents / 100);

  const summary = queryPart(info, (data): MemberAccountSummary => ({
    account: data.account,
    nickname: data.nickname,
    maskedMobile: data.maskedMobile,
    vipLabel: data.vip.labelName,
    registeredOn: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(data.registeredAt),
  }));
  const securityView = queryPart(security, toSecurityView);
  const hasPaymentPassword = security.data?.hasPaymentPassword ?? false;

  return (
    <>
      <SecurityCenterPanel
        summary={summary}
        avatar={toAvatarView(icon.data)}
        avatarFailed={icon.isError ? { onRetry: () => void icon.refetch(), isRetrying: icon.isFetching } : null}
        vip={queryPart(rank, (progress) => toVipView(progress, money, locale))}
        security={securityView}
        profile={queryPart(profile)}
        onSaveProfile={(changes) => {
          setProfileSaved(false);
          profileSave.submit(changes, {
            onSuccess: async (fields) => {
              queryClient.setQueryData(accountKeys.profile(), fields);
              setProfileSaved(true);
              // The nickname is also the header's and the details'.
              await queryClient.invalidateQueries({ queryKey: queryKeys.member.info() });
            },
          });
        }}
        isSavingProfile={profileSave.isPending}
        profileErrorKey={profileSave.error ? errorKeyOf(profileSave.error) : null}
        isProfileSaved={profileSaved && !profileSave.error}
        minimumAge={brand.minimumAge}
        onChangePassword={() => auth.openChangePassword()}
        onChangeAvatar={() => open({ kind: 'avatar' })}
        onPaymentPassword={() => open({ kind: 'paymentPassword' })}
        onBind={(what) => open({ kind: 'bind', what })}
        onBindSocial={(provider) => open({ kind: 'social', provider })}
        saved={saved}
      />
      <PaymentPasswordDialog
        isOpen={dialog?.kind === 'paymentPassword'}
        hasPaymentPassword={hasPaymentPassword}
        onSubmit={(input) => {
          setDialogError(null);
          paymentPassword.submit(
            {
              ...(input.oldPassword === undefined ? {} : { oldPaymentPassword: input.oldPassword }),
              newPaymentPassword: input.newPassword,
              confirmPaymentPassword: input.confirmPassword,
            },
            {
              onSuccess: async () => {
                await queryClient.invalidateQueries({ queryKey: accountKeys.security() });
                succeeded(hasPaymentPassword ? 'paymentPasswordChanged' : 'paymentPasswordSet');
              },
              onError: (error) => setDialogError(errorKeyOf(error)),
            },
          );
        }}
        isSubmitting={paymentPassword.isPending}
        errorKey={dialog?.kind === 'paymentPassword' ? dialogError : null}
        onClose={close}
      />
      <BindDialog
        kind={dialog?.kind === 'bind' ? dialog.what : null}
        countries={countries.data ?? []}
        boundMobile={security.data?.maskedMobile ?? null}
        onSendCode={(value) => {
          setDialogError(null);
          bindCode.submit(toBindTarget(value), {
            onSuccess: (sent) => setCodeSent({ at: Date.now(), sent }),
            onError: (error) => setDialogError(errorKeyOf(error)),
          });
        }}
        isSendingCode={bindCode.isPending}
        codeSentAt={codeSent?.at ?? null}
        countdownSeconds={codeSent?.sent.countdownSeconds ?? 60}
        onSubmit={(value, verificationCode) => {
          setDialogError(null);
          bind.submit(
            { target: toBindTarget(value), verificationCode },
            {
              onSuccess: async (next) => {
                putSecurity(next);
                if (value.kind === 'mobile') await queryClient.invalidateQueries({ queryKey: queryKeys.member.info() });
                succeeded(BOUND[value.kind]);
              },
              onError: (error) => setDialogError(errorKeyOf(error)),
            },
          );
        }}
        isSubmitting={bind.isPending}
        errorKey={dialog?.kind === 'bind' ? dialogError : null}
        onClose={close}
      />
      <SocialBindDialog
        provider={dialog?.kind === 'social' ? dialog.provider : null}
        onConfirm={() => {
          if (dialog?.kind !== 'social') return;
          setDialogError(null);
          social.run(dialog.provider);
        }}
        isSubmitting={social.isPending}
        errorKey={dialog?.kind === 'social' ? dialogError : null}
        onCancel={close}
      />
      <AvatarDialog
        isOpen={dialog?.kind === 'avatar'}
        current={toAvatarView(icon.data)}
        onSave={(choice: AvatarChoice) => {
          setDialogError(null);
          avatar.run(choice);
        }}
        isSubmitting={avatar.isPending}
        errorKey={dialog?.kind === 'avatar' ? dialogError : null}
        onClose={close}
      />
    </>
  );
}
