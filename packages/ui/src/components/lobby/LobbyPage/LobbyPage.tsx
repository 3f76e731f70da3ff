import { memo, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameClassify, Vendor } from '@atrium/domain/games';
import { LOBBY_ANY, LOBBY_SEARCH_MAX_LENGTH, normalizeLobbySearch, type LobbyFilter } from '@atrium/domain/lobby';
import { IconButton } from '../../primitives/IconButton';
import { Select } from '../../primitives/Select';
import { Tabs } from '../../primitives/Tabs';
import { TextField } from '../../primitives/TextField';
import { ClockIcon, FlameIcon, GridIcon, HeartIcon, SearchIcon } from '../../primitives/Icon';
import lobbyEnglish from '../../../i18n/locales/en/ui/lobby.json';
import { registerPart } from '../../../i18n/registry';

// The lobby's English ships with the lobby, not with the first paint (docs/decisions/0006).
registerPart('lobby', lobbyEnglish);
import { GameResults, type GameResultsListProps } from '../shared/GameResults';
import { Controls, FilterGroup, Header, Page, Title, VendorBox } from './LobbyPage.styles';
import { gameKindKey } from '../../../i18n/gameKinds';

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

export interface LobbyPageProps extends GameResultsListProps {
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
}

interface VendorSelectProps {
  readonly label: string;
  readonly allLabel: string;
  readonly vendors: readonly Vendor[];
  readonly vendor: string;
  readonly onVendorChange: (vendorCode: string) => void;
}

/**
 * The vendor dropdown, rendered again only when its own props change: a closed Radix select still renders every
 * option (to name the chosen one), about two hundred components for a lobby's vendors, and each of the lobby's
 * answers renders the page again.
 */
const VendorSelect = memo(function VendorSelect({
  label,
  allLabel,
  vendors,
  vendor,
  onVendorChange,
}: VendorSelectProps) {
  const options = useMemo(
    () => [
      { value: LOBBY_ANY, label: allLabel },
      ...vendors.map((v) => ({ value: v.vendorCode, label: v.displayName })),
    ],
    [allLabel, vendors],
  );
  return <Select label={label} value={vendor} onValueChange={onVendorChange} options={options} />;
});

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
  ...resultsProps
}: LobbyPageProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const [draft, setDraft] = useSearchDraft(search);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft);
  };

  const results = (
    <GameResults
      firstPaintCount={FIRST_PAINT_CARDS}
      {...resultsProps}
      labelledBy={titleId}
      label={t('LobbyPage.results')}
      paginationLabel={t('LobbyPage.pagination')}
    />
  );

  const tabs = [{ key: LOBBY_ANY, displayName: t('LobbyPage.allClassifies') }, ...classifies];
  // A classify the tabs do not hold (an old shared link) shows the grid without tabs rather than an empty panel.
  const hasTabs = classifies.length > 1 && tabs.some((c) => c.key === classify);

  return (
    <Page aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>{t(gameKindKey(category))}</Title>
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
            <VendorSelect
              label={t('LobbyPage.vendor')}
              allLabel={t('LobbyPage.allVendors')}
              vendors={vendors}
              vendor={vendor}
              onVendorChange={onVendorChange}
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
