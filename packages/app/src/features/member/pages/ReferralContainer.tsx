import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorKeyOf } from '@atrium/api/errors';
import { inviteesQueryOptions, referralInfoQueryOptions } from '@atrium/api/referral';
import { walletBalanceQueryOptions } from '@atrium/api/wallet';
import { Referral } from '@atrium/ui/referral';
import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../../shared/apiClient';

export const INVITEES_PAGE_SIZE = 10;

/**
 * The query registration reads the referral code from (§3 "referralCode (from URL query)", the registration
 * container's REFERRAL_QUERY_KEY). A literal here: a feature may not import another feature's module, and importing
 * it would pull the registration dialog into this page's chunk; the e2e journey opens the link as a guest and finds
 * the code in the registration form.
 */
export const REFERRAL_LINK_QUERY = 'referralCode';

/** The registration link of this site carrying the member's code (§2 "/register opens the registration modal"). */
export function referralLink(origin: string, code: string): string {
  const url = new URL('/register', origin);
  url.searchParams.set(REFERRAL_LINK_QUERY, code);
  return url.href;
}

/** How long "Link copied" stays before the status empties (so a second copy is announced again). */
const COPIED_MS = 4_000;

/**
 * §2 referral (invite friends, shown when availablePromo.REFERRAL.enabled): the code, the link on this site's own
 * origin with a copy button (the outcome announced politely), its QR code, the invitees and the earnings.
 */
export function ReferralContainer() {
  const client = useApiClient();
  const info = useQuery(referralInfoQueryOptions(client));
  const balance = useQuery(walletBalanceQueryOptions(client));
  const [page, setPage] = useState(1);
  const invitees = useQuery({
    ...inviteesQueryOptions(client, { page, pageSize: INVITEES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const link = info.data ? referralLink(window.location.origin, info.data.code) : null;

  const onCopy = async () => {
    if (!link) return;
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(link);
      setCopyState('copied');
      timer.current = setTimeout(() => setCopyState('idle'), COPIED_MS);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link is on screen to select by hand.
      setCopyState('failed');
    }
  };

  return (
    <Referral
      info={info.data && link ? { ...info.data, link } : null}
      currencySymbol={balance.data?.currencySymbol ?? ''}
      isLoading={info.isPending}
      hasError={info.isError}
      loadErrorKey={info.isError ? errorKeyOf(info.error) : null}
      isRetrying={info.isFetching}
      onRetry={() => void info.refetch()}
      onCopy={() => void onCopy()}
      copyState={copyState}
      invitees={{
        page: invitees.data ? { ...invitees.data, page } : null,
        onPageChange: setPage,
        isLoading: invitees.isPending,
        hasError: invitees.isError,
        loadErrorKey: invitees.isError ? errorKeyOf(invitees.error) : null,
        isRetrying: invitees.isFetching,
        onRetry: () => void invitees.refetch(),
      }}
    />
  );
}
