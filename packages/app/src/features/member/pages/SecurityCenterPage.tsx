import { useQuery } from '@tanstack/react-query';
import { memberInfoQueryOptions } from '@atrium/api/member';
import { SecurityCenterPanel, type MemberAccountSummary } from '@atrium/ui/member';
import { useApiClient } from '../../../shared/apiClient';
import { useLanguage } from '../../../shared/language';
import { useAuthActions } from '../../../shared/auth/useAuthActions';
import { useSession } from '../../../shared/auth/useSession';

/** §2 securityCenter (my account): the member's details and the account's security actions. */
export function SecurityCenterPage() {
  const client = useApiClient();
  const session = useSession();
  const auth = useAuthActions();
  const { locale } = useLanguage();
  const info = useQuery(memberInfoQueryOptions(client, session.isLoggedIn && !session.isTrial));
  const summary: MemberAccountSummary | null = info.data
    ? {
        account: info.data.account,
        nickname: info.data.nickname,
        maskedMobile: info.data.maskedMobile,
        vipLabel: info.data.vip.labelName,
        registeredOn: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(info.data.registeredAt),
      }
    : null;
  return (
    <SecurityCenterPanel
      summary={summary}
      isLoading={info.isPending}
      hasError={info.isError}
      isRetrying={info.isFetching}
      onRetry={() => void info.refetch()}
      onChangePassword={() => auth.openChangePassword()}
    />
  );
}
