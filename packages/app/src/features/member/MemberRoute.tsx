import { useQuery } from '@tanstack/react-query';
import { memberInfoQueryOptions } from '@atrium/api/member';
import { DEFAULT_MEMBER_CENTRE_PAGE, memberCentrePageOf, type MemberCentrePage as PageId } from '@atrium/domain/layout';
import {
  MemberCentrePage,
  MemberPageUnavailable,
  memberCentreHref,
  SecurityCenterPanel,
  type MemberAccountSummary,
} from '@atrium/ui/member';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../shared/apiClient';
import { useLanguage } from '../../shared/language';
import { useAuthActions } from '../../shared/auth/useAuthActions';
import { useSession } from '../../shared/auth/useSession';

/**
 * The member-centre pages this build has: my account (securityCenter) comes first, with the
 * change-password entry; the other §2 personal-centre pages arrive with their own issues and, until then, their
 * addresses (the header's withdraw, deposit, records) say plainly that the page is not available yet.
 */
export const AVAILABLE_MEMBER_PAGES: readonly PageId[] = ['securityCenter'];

/**
 * Spec §2 /member (Member center) with `tab` naming the page. §6: members and agents only; the route guard
 * (domain `resolveRoute`, access realAccount) sends guests to the login popup and trial users to the
 * 'real account required' dialog before this renders.
 */
export function MemberRoute() {
  const [params] = useSearchParams();
  const page = memberCentrePageOf(params.get('tab'));
  return (
    <MemberCentrePage page={page} pages={AVAILABLE_MEMBER_PAGES}>
      {page === 'securityCenter' ? (
        <SecurityCenter />
      ) : (
        <MemberPageUnavailable backHref={memberCentreHref(DEFAULT_MEMBER_CENTRE_PAGE)} />
      )}
    </MemberCentrePage>
  );
}

function SecurityCenter() {
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
