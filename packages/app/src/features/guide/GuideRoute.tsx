import { isApiError } from '@atrium/api/errors';
import { guideQueryOptions, type GuideActionKind } from '@atrium/api/guide';
import { HEADER_DESTINATION_PATHS } from '@atrium/domain/layout';
import { readUrlHash } from '@atrium/domain/routes';
import { GuidePage } from '@atrium/ui/guide';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useApiClient } from '../../shared/apiClient';
import { useAuthActions } from '../../shared/auth/useAuthActions';
import { useSession } from '../../shared/auth/useSession';
import { useLanguage } from '../../shared/language';
import { memberOverlayState } from '../../shared/memberOverlay';

/** Where the sections that lead to a page go: games to the slots lobby, help to the help popup (§2 /help). */
const PAGE_OF: Readonly<Partial<Record<GuideActionKind, string>>> = {
  games: '/rng',
  promotions: '/promotions',
  download: '/download',
  help: '/help',
};

/**
 * §2 Other screens "beginner guide" at /guide, /guide#{section}: the guide in the player's language (guests too: they
 * need it most), the section in the address so a link opens it. Each section's call to action goes where the
 * section talks about: registration opens the register popup; deposit and withdraw open the member centre over the
 * guide, as the header's buttons do (a guest gets the login popup, a trial account the real-account prompt); the
 * others open their page (download: the install guides).
 */
export function GuideRoute() {
  const client = useApiClient();
  const session = useSession();
  const language = useLanguage();
  const auth = useAuthActions();
  const location = useLocation();
  const navigate = useNavigate();
  const guide = useQuery(guideQueryOptions(client, { language: language.platformLanguage }));

  const onAction = (kind: GuideActionKind) => {
    if (kind === 'register') {
      auth.openRegister();
      return;
    }
    if (kind === 'deposit' || kind === 'withdraw') {
      auth.guard(
        'accountPanel',
        () => void navigate(HEADER_DESTINATION_PATHS[kind], { state: memberOverlayState(location) }),
      );
      return;
    }
    const page = PAGE_OF[kind];
    if (page) void navigate(page);
  };

  return (
    <GuidePage
      state={guide.isPending ? 'loading' : guide.isError ? 'error' : 'ready'}
      sections={guide.data?.sections ?? []}
      openSection={readUrlHash(location.hash)}
      // Opening and closing sections replaces the entry: Back leaves the guide instead of stepping through them.
      onOpenSectionChange={(id) => void navigate({ hash: id ?? '' }, { replace: true })}
      onAction={onAction}
      isGuest={!session.isLoggedIn}
      errorMessageKey={isApiError(guide.error) ? guide.error.messageKey : 'errors:unknown'}
      onRetry={() => void guide.refetch()}
      isRetrying={guide.isFetching}
    />
  );
}
