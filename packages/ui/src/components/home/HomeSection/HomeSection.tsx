import type { Game, GameCardStyle, Vendor } from '@atrium/domain/games';
import { memo, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkComponent } from '../../../navigation/LinkProvider';
import { GameGrid } from '../../games/GameGrid';
import { VendorGrid } from '../../games/VendorGrid';
import { ErrorState } from '../../primitives/ErrorState';
import type { HomeCategoryKey, HomeFailure, HomeLoadStatus } from '../types';
import { Header, MoreLink, Section, Title } from './HomeSection.styles';
import { entryKey } from '../../../i18n/gameKinds';

/** Skeleton cards of a loading section (§9 home section preview 6). */
const PREVIEW_SKELETONS = 6;

export type HomeSectionItems =
  | { readonly style: Extract<GameCardStyle, 'game'>; readonly items: readonly Game[] }
  | { readonly style: Extract<GameCardStyle, 'vendor'>; readonly items: readonly Vendor[] };

export interface HomeSectionProps extends HomeFailure {
  /** Names the heading (HomeCategory.<key>). */
  readonly category: HomeCategoryKey;
  readonly status: HomeLoadStatus;
  /** What the section lists (the domain's `cardStyleOfCategory`); used for its skeletons too. */
  readonly content: HomeSectionItems;
  /** §2 the 'more' link: given only when the list has 6 or more entries (the domain's `homeSectionHasMore`). */
  readonly moreHref?: string | null;
  readonly favouriteIds: ReadonlySet<number>;
  readonly onPlay: (game: Game) => void;
  readonly onToggleFavourite?: (game: Game) => void;
  readonly imageUrlOfVendor: (vendor: Vendor) => string;
  readonly onOpenVendor: (vendor: Vendor) => void;
  /** Shown under the grid (recent games' pager). */
  readonly footer?: ReactNode;
  /** Shown instead of the grid when the settled list is empty ('no data'); the section is left out otherwise. */
  readonly emptyText?: string;
}

/**
 * Same section, same screen: each of the home page's answers arrives on its own and renders the page again, and a
 * section whose own list and handlers are unchanged (the list's entries are the query's, kept by reference) is
 * skipped rather than rendered with its cards once per answer (docs/decisions/0006).
 */
function isSameSection(before: HomeSectionProps, after: HomeSectionProps): boolean {
  for (const key of Object.keys({ ...before, ...after }) as (keyof HomeSectionProps)[]) {
    if (key === 'content') continue;
    if (!Object.is(before[key], after[key])) return false;
  }
  const a = before.content;
  const b = after.content;
  return (
    a.style === b.style && a.items.length === b.items.length && a.items.every((item, i) => Object.is(item, b.items[i]))
  );
}

/** One home section: its heading, the 'more' link, and game or vendor cards; skeletons, or an error with retry. */
export const HomeSection = memo(function HomeSection(props: HomeSectionProps) {
  const { category, status, content, moreHref, footer, emptyText } = props;
  const { t } = useTranslation('ui');
  const Link = useLinkComponent();
  const headingId = useId();
  const title = t(entryKey(category, 'HomeCategory'));
  const isEmpty = status === 'ready' && content.items.length === 0;
  if (isEmpty && emptyText === undefined) return null;
  return (
    <Section aria-labelledby={headingId} data-section={category} aria-busy={status === 'loading' || undefined}>
      <Header>
        <Title id={headingId}>{title}</Title>
        {status === 'ready' && moreHref && (
          <MoreLink href={moreHref} as={Link} aria-label={t('HomeSection.moreLabel', { section: title })}>
            {t('HomeSection.more')}
          </MoreLink>
        )}
      </Header>
      {status === 'error' ? (
        <ErrorState messageKey={props.errorKey} onRetry={props.onRetry} isRetrying={props.isRetrying} />
      ) : isEmpty ? (
        <p>{emptyText}</p>
      ) : content.style === 'game' ? (
        <GameGrid
          games={content.items}
          favouriteIds={props.favouriteIds}
          onPlay={props.onPlay}
          onToggleFavourite={props.onToggleFavourite}
          isLoading={status === 'loading'}
          skeletonCount={PREVIEW_SKELETONS}
          labelledBy={headingId}
        />
      ) : (
        <VendorGrid
          vendors={content.items}
          imageUrlOf={props.imageUrlOfVendor}
          onOpen={props.onOpenVendor}
          isLoading={status === 'loading'}
          labelledBy={headingId}
        />
      )}
      {status === 'ready' && footer}
    </Section>
  );
}, isSameSection);
