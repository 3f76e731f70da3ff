import {
  DEFAULT_MEMBER_CENTRE_PAGE,
  MEMBER_CENTRE_PAGES,
  memberCentrePageOf,
  type MemberCentrePage as PageId,
} from '@atrium/domain/layout';
import { MemberCentrePage, MemberPageUnavailable, memberCentreHref } from '@atrium/ui/member';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { MEMBER_PAGE_COMPONENTS } from './memberPages';

/** The pages that have a screen, in the spec's menu order. */
export const AVAILABLE_MEMBER_PAGES: readonly PageId[] = MEMBER_CENTRE_PAGES.filter(
  (page) => MEMBER_PAGE_COMPONENTS[page] !== undefined,
);

/**
 * Spec §2 /member (Member center) with `tab` naming the page. §6: members and agents only; the route guard
 * (domain `resolveRoute`, access realAccount) sends guests to the login popup and trial users to the
 * 'real account required' dialog before this renders.
 */
export function MemberRoute() {
  const [params] = useSearchParams();
  const page = memberCentrePageOf(params.get('tab'));
  const Page = MEMBER_PAGE_COMPONENTS[page];
  return (
    <MemberCentrePage page={page} pages={AVAILABLE_MEMBER_PAGES}>
      {Page ? (
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      ) : (
        <MemberPageUnavailable backHref={memberCentreHref(DEFAULT_MEMBER_CENTRE_PAGE)} />
      )}
    </MemberCentrePage>
  );
}
