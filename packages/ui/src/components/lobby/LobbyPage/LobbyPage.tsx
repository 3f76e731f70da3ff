import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, GameClassify, Vendor } from '@atrium/domain/catalogue';
import {
  LOBBY_ANY,
  LOBBY_PAGINATION,
  LOBBY_SEARCH_MAX_LENGTH,
  normalizeLobbySearch,
  type LobbyFilter,
} from '@atrium/domain/lobby';
import { GameGrid } from '../../games/GameGrid';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { IconButton } from '../../primitives/IconButton';
import { Pagination } from '../../primitives/Pagination';
import { Select } from '../../primitives/Select';
import { Tabs } from '../../primitives/Tabs';
import { TextField } from '../../primitives/TextField';
import { ClockIcon, FlameIcon, GridIcon, HeartIcon, SearchIcon } from '../../primitives/Icon';
import lobbyEnglish from '../../../i18n/locales/en/ui/lobby.json';
import { registerEnglishPart } from '../../../i18n/registry';

// The lobby's English ships with the lobby, not with the first paint (docs/decisions/0006).
registerEnglishPart(lobbyEnglish);
import { Controls, FilterGroup, Header, Page, Results, Title, VendorBox } from './LobbyPage.styles';

/** The lobbies of §2 (/live, /fish, /rng, /pvp) and BGS, the in-house games split out of RNG (§4). */
export type LobbyCategory = 'LIVE' | 'FISH' | 'RNG' | 'PVP' | 'BGS';

/** The filters the lobby offers as icon buttons (§2 "filter icons hot/favorites/recent", plus the way back to all). */
export const LOBBY_FILTER_BUTTONS = ['ALL', 'HOT', 'FAV', 'RECENT'] as const satisfies readonly LobbyFilter[];

/** Cards in the lobby's first render: three rows of a phone's three columns; the page's other 15 fill in after it. */
const FIRST_PAINT_CARDS = 9;

const FILTER_ICONS: Readonly<Record<(typeof LOBBY_FILTER_BUTTONS)[number], ReactNode>> = {
  ALL: <GridIcon />,
  HOT: <FlameIcon />,
  FAV: <HeartIcon />,
  RECENT: <ClockIcon />,
};

export interface LobbyPageProps {
  readonly category: LobbyCategory;
  readonly filter: LobbyFilter;
  readonly onFilterChange: (filter: LobbyFilter) => void;
  /** The classify tabs; shown only when there is more than one (§2). An "All" tab comes first. */
  readonly classifies: readonly GameClassify[];
  /** The current classify key, or 'ALL'. */
  readonly classify: string;
  readonly onClassifyChange: (classify: string) => void;
  /** The vendors of the dropdown; the dropdown is left out when `hasVendorSelect` is false (§2 "not for BGS"). */
  readonly vendors: readonly Vendor[];
  /** The current vendor code, or 'ALL'. */
  readonly vendor: string;
  readonly onVendorChange: (vendorCode: string) => void;
  readonly hasVendorSelect: boolean;
  /** The search in force (from the address); the box starts with it and follows it when it changes. */
  readonly search: string;
  /** The box was submitted (Enter or the search button) with what was typed, untrimmed. */
  readonly onSearch: (search: string) => void;
  readonly games: readonly Game[];
  readonly favouriteIds: ReadonlySet<number>;
  readonly onPlay: (game: Game) => void;
  readonly onToggleFavourite?: (game: Game) => void;
  readonly page: number;
  readonly totalPages: number;
  readonly onPageChange: (page: number) => void;
  /** Nothing to show yet: skeleton cards. */
  readonly isLoading?: boolean;
  /** The games shown are the previous ones while new ones load (dimmed, busy). */
  readonly isUpdating?: boolean;
  /** The list failed: an `errors:` key (spec §8); the error state replaces the grid. */
  readonly errorKey?: string | null;
  readonly onRetry?: () => void;
  readonly isRetrying?: boolean;
  /**
   * Identifies what the grid shows (e.g. the lobby's query string). It is written on the results region as
   * `data-results-key` together with `data-state` (loading, updating, ready, empty, error), so a test or a benchmark
   * can wait for the grid of a given state to be painted.
   */
  readonly resultsKey?: string;
}

/**
 * Keeps what was typed (a submitted "  dragon " stays as typed while the lobby searches "dragon"), and follows the
 * search from outside when it really changes (a filter reset, back/forward).
 */
function useSearchDraft(search: string) {
  const [draft, setDraft] = useState(search);
  const [source, setSource] = useState(search);
  if (source !== search) {
    setSource(search);
    if (normalizeLobbySearch(draft) !== search) setDraft(search);
  }
  return [draft, setDraft] as const;
}

/**
 * §2 Game lobby: classify tabs (only if more than one), filter icons, vendor dropdown (not for BGS), name search,
 * the game grid, 'no data' when empty, pagination when more than one page (range 5, margin 2). Pure: every change
 * goes out through a callback; the rules (§4) are the domain's lobby reducer, applied by the container.
 */
export function LobbyPage({
  category,
  filter,
  onFilterChange,
  classifies,
  classify,
  onClassifyChange,
  vendors,
  vendor,
  onVendorChange,
  hasVendorSelect,
  search,
  onSearch,
  games,
  favouriteIds,
  onPlay,
  onToggleFavourite,
  page,
  totalPages,
  onPageChange,
  isLoading = false,
  isUpdating = false,
  errorKey = null,
  onRetry,
  isRetrying = false,
  resultsKey,
}: LobbyPageProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const [draft, setDraft] = useSearchDraft(search);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft);
  };

  const state = errorKey
    ? 'error'
    : isLoading
      ? 'loading'
      : isUpdating
        ? 'updating'
        : games.length === 0
          ? 'empty'
          : 'ready';

  const results = (
    <Results
      aria-busy={isLoading || isUpdating}
      aria-label={t('LobbyPage.results')}
      data-lobby-results=""
      data-state={state}
      data-results-key={resultsKey}
      $isUpdating={isUpdating && !errorKey}
    >
      {errorKey ? (
        <ErrorState messageKey={errorKey} onRetry={onRetry} isRetrying={isRetrying} />
      ) : !isLoading && games.length === 0 ? (
        <EmptyState />
      ) : (
        <GameGrid
          games={games}
          favouriteIds={favouriteIds}
          onPlay={onPlay}
          onToggleFavourite={onToggleFavourite}
          isLoading={isLoading}
          labelledBy={titleId}
          firstPaintCount={FIRST_PAINT_CARDS}
        />
      )}
      {!errorKey && !isLoading && (
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={onPageChange}
          preset={LOBBY_PAGINATION}
          label={t('LobbyPage.pagination')}
        />
      )}
    </Results>
  );

  const tabs = [{ key: LOBBY_ANY, displayName: t('LobbyPage.allClassifies') }, ...classifies];
  // A classify the tabs do not hold (an old shared link) shows the grid without tabs rather than an empty panel.
  const hasTabs = classifies.length > 1 && tabs.some((c) => c.key === classify);

  return (
    <Page aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>{t(`LobbyPage.title.${category}`)}</Title>
        <FilterGroup role="group" aria-label={t('LobbyPage.filters')}>
          {LOBBY_FILTER_BUTTONS.map((value) => (
            <IconButton
              key={value}
              label={t(`LobbyPage.filter.${value}`)}
              icon={FILTER_ICONS[value]}
              variant={filter === value ? 'primary' : 'secondary'}
              aria-pressed={filter === value}
              onClick={() => onFilterChange(value)}
            />
          ))}
        </FilterGroup>
      </Header>
      <Controls>
        {hasVendorSelect && (
          <VendorBox>
            <Select
              label={t('LobbyPage.vendor')}
              value={vendor}
              onValueChange={onVendorChange}
              options={[
                { value: LOBBY_ANY, label: t('LobbyPage.allVendors') },
                ...vendors.map((v) => ({ value: v.vendorCode, label: v.displayName })),
              ]}
            />
          </VendorBox>
        )}
        <form role="search" onSubmit={submit} aria-label={t('LobbyPage.searchRegion')}>
          <TextField
            type="search"
            label={t('LobbyPage.search')}
            placeholder={t('LobbyPage.searchPlaceholder')}
            value={draft}
            maxLength={LOBBY_SEARCH_MAX_LENGTH}
            enterKeyHint="search"
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
            trailingAction={<IconButton type="submit" label={t('LobbyPage.searchSubmit')} icon={<SearchIcon />} />}
          />
        </form>
      </Controls>
      {hasTabs ? (
        <Tabs
          label={t('LobbyPage.classifies')}
          value={classify}
          onValueChange={onClassifyChange}
          items={tabs.map((c) => ({ value: c.key, label: c.displayName, content: results }))}
        />
      ) : (
        results
      )}
    </Page>
  );
}
