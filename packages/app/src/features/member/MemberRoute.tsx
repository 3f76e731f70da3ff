import { useQuery } from '@tanstack/react-query';
import { errorKeyOf } from '@atrium/api/errors';
import { memberInfoQueryOptions } from '@atrium/api/member';
import { whitelabelQueryOptions } from '@atrium/api/settings';
import { merchantWalletQueryOptions } from '@atrium/api/wallet';
import {
  DEFAULT_MEMBER_CENTRE_PAGE,
  isMemberPageVisible,
  isPointsMallOffered,
  memberCentrePageOf,
  visibleMemberPages,
  type MemberCentrePage as PageId,
  type MemberPageFacts,
} from '@atrium/domain/layout';
import { allSwitchesOff } from '@atrium/domain/session';
import {
  MemberCentrePage,
  MemberCentrePagePending,
  MemberMenuError,
  MemberPageUnavailable,
  memberCentreHref,
} from '@atrium/ui/member';
import { ErrorState } from '@atrium/ui/primitives';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../shared/apiClient';
import { useSession } from '../../shared/auth/useSession';
import { useMemberMenuBadges } from './badges';
import { MEMBER_PAGE_COMPONENTS } from './memberPages';

/** The pages that show for these facts and have a screen in this build, in the spec's menu order. */
export function memberMenuPages(facts: MemberPageFacts): readonly PageId[] {
  return visibleMemberPages(facts).filter((page) => MEMBER_PAGE_COMPONENTS[page] !== undefined);
}

/**
 * Spec §2 /member (Member center) with `tab` naming the page. §6: members and agents only; the route guard
 * (domain `resolveRoute`, access realAccount) sends guests to the login popup and trial users to the
 * 'real account required' dialog before this renders.
 *
 * Which pages show is the domain's `visibleMemberPages` (switches, member info, the merchant wallet). The address of
 * a page that does not show for this user (a switched-off deposit, the wallet of a single-wallet merchant) keeps its
 * address and says plainly that the page is not available, with the way back to my account. Decision: not a silent
 * redirect to my account, which would look like the link was broken; the header's deposit entry, say, then explains
 * itself. While the facts that decide are still coming, the page waits; if they failed, it offers a retry.
 */
export function MemberRoute() {
  const [params] = useSearchParams();
  const client = useApiClient();
  const session = useSession();
  // The frame reads the switches and the member details already: after a failure there, this menu does not ask again
  // when it mounts (the frame's and the pages' retries do), so a fault costs no extra calls.
  const switches = useQuery({ ...whitelabelQueryOptions(client), retryOnMount: false });
  const hasMemberInfo = session.isLoggedIn && !session.isTrial;
  const member = useQuery({ ...memberInfoQueryOptions(client, hasMemberInfo), retryOnMount: false });
  const merchant = useQuery(merchantWalletQueryOptions(client));
  const facts: MemberPageFacts = {
    switches: switches.data ?? allSwitchesOff(),
    member: member.data
      ? {
          accountType: member.data.accountType,
          canTransferToUpline: member.data.canTransferToUpline,
          hasRebate: member.data.hasRebate,
          referralEnabled: member.data.referralEnabled,
          missionEnabled: member.data.missionEnabled,
        }
      : null,
    isSingleWallet: merchant.data?.isSingleWallet ?? null,
  };
  const menuPages = memberMenuPages(facts);
  const badges = useMemberMenuBadges(menuPages);
  const page = memberCentrePageOf(params.get('tab'));
  const isVisible = isMemberPageVisible(page, facts);
  const Page = isVisible ? MEMBER_PAGE_COMPONENTS[page] : undefined;
  const factQueries = [switches, ...(hasMemberInfo ? [member] : []), merchant];
  const factsPending = factQueries.some((query) => query.isPending);
  const failedFacts = factQueries.filter((query) => query.isError);

  const retryFacts = () => failedFacts.forEach((query) => void query.refetch());
  // The brand's switches and the member details failing are absorbed by the frame (all switches off; the pages that
  // show the details say so); the merchant wallet is read for this menu alone, so its failure is said here.
  const menuError = merchant.isError ? <MemberMenuError isRetrying={merchant.isFetching} onRetry={retryFacts} /> : null;

  let body;
  if (Page) {
    // A boundary per page: moving to another page shows its title at once instead of keeping the old page on
    // screen until the new one's code is in; meanwhile, as on a cold load, the page's skeleton holds its place.
    body = (
      <Suspense key={page} fallback={<MemberCentrePagePending page={page} />}>
        <Page />
      </Suspense>
    );
  } else if (!isVisible && factsPending) {
    body = null;
  } else if (!isVisible && failedFacts.length > 0) {
    // The page may be offered once the facts arrive: the failure and its retry, not "not offered".
    body = (
      <ErrorState
        messageKey={errorKeyOf(failedFacts[0]?.error)}
        isRetrying={failedFacts.some((query) => query.isFetching)}
        onRetry={retryFacts}
      />
    );
  } else {
    body = (
      <MemberPageUnavailable
        backHref={memberCentreHref(DEFAULT_MEMBER_CENTRE_PAGE)}
        reason={isVisible ? 'notBuilt' : 'notOffered'}
      />
    );
  }
  return (
    <MemberCentrePage page={page} pages={menuPages} badges={badges} hasPointsMall={isPointsMallOffered(facts.switches)}>
      {body === null || !isVisible ? null : menuError}
      {body}
    </MemberCentrePage>
  );
}
