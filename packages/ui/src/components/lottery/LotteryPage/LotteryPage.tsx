import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import lotteryEnglish from '../../../i18n/locales/en/ui/lottery.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import {
  Ball,
  Balls,
  DrawItem,
  DrawList,
  DrawMeta,
  GameChip,
  GameChips,
  GroupTitle,
  Header,
  Lead,
  Page,
  Section,
  SectionTitle,
  SelectedBar,
  SelectedTitle,
  SkeletonChips,
} from './LotteryPage.styles';

// The lottery pages are lazy: their English ships with them (docs/decisions/0006).
registerPart('lottery', lotteryEnglish);

/** Which lottery page (spec §2 Routes: /lottery, /seaLottery, /vnLottery). */
export type LotteryPageKind = 'lottery' | 'seaLottery' | 'vnLottery';

export interface LotteryPageGame {
  readonly code: string;
  readonly name: string;
  /** The next draw, when the platform announces it. */
  readonly nextDraw?: { readonly issueNo: string; readonly at: number } | null;
}

/** One menu group of §3 "vnLotteryMenus". */
export interface LotteryPageMenu {
  readonly code: string;
  readonly name: string;
  readonly games: readonly LotteryPageGame[];
}

/** An opened (drawn) issue of the selected game. */
export interface LotteryPageDraw {
  readonly issueNo: string;
  /** Epoch milliseconds. */
  readonly drawnAt: number;
  readonly numbers: readonly string[];
}

export interface LotteryPageRecentGame {
  readonly code: string;
  readonly name: string;
  /** Epoch milliseconds. */
  readonly lastPlayedAt: number;
}

/** A section's loading state: its data, or loading, or an error (an `errors:` key) with a retry. */
export interface LotterySectionState {
  readonly isLoading?: boolean;
  /** What went wrong (an i18n key such as `errors:network`), or null. */
  readonly errorKey?: string | null;
  readonly onRetry?: () => void;
  readonly isRetrying?: boolean;
}

export interface LotteryPageProps {
  readonly kind: LotteryPageKind;
  /** The menu groups and their games (§3 vnLotteryMenus). */
  readonly menus: readonly LotteryPageMenu[];
  readonly menusState?: LotterySectionState;
  /** The game shown (the page's `gameCode`), or null when none is chosen. */
  readonly selectedGameCode: string | null;
  /** The selected game's name when it is not in the menus (e.g. a lotto game named by the draws). */
  readonly selectedGameName?: string | null;
  readonly onSelectGame: (gameCode: string) => void;
  /** The latest opened draws of the selected game, newest first. */
  readonly draws: readonly LotteryPageDraw[];
  readonly drawsState?: LotterySectionState;
  /**
   * True when the platform knows no game by the selected code (a mistyped or outdated link): the results section
   * says so, with no retry, since asking again cannot help.
   */
  readonly isSelectedGameUnknown?: boolean;
  /** The player's recent lottery games; the section is hidden when undefined. */
  readonly recentGames?: readonly LotteryPageRecentGame[];
  readonly recentState?: LotterySectionState;
  /** Opens the lottery lobby (§7 lottery lobby launch). */
  readonly onLaunch: () => void;
  /** True while the launch is under way: the button shows progress and cannot be pressed twice. */
  readonly isLaunching?: boolean;
  /** Why the last launch failed (an i18n key), shown by the button. */
  readonly launchErrorKey?: string | null;
  /** IANA time zone for draw times; the visitor's own by default. */
  readonly timeZone?: string;
}

/** The id of a menu group's heading: `/vnLottery#lottery-menu-FAST` opens the page at that group (§2 hash scroll). */
export function lotteryMenuAnchor(menuCode: string): string {
  return `lottery-menu-${menuCode}`;
}

function SectionStatus({ state, skeleton }: { state: LotterySectionState; skeleton: ReactNode }) {
  if (state.errorKey) {
    return <ErrorState messageKey={state.errorKey} onRetry={state.onRetry} isRetrying={state.isRetrying} />;
  }
  return <>{skeleton}</>;
}

/**
 * Spec §2 lottery pages (/lottery, /seaLottery, /vnLottery with query gameCode): the lottery menus (groups of games),
 * the selected game with its opened numbers (issue, numbers, time of the latest draws), the player's recent lottery
 * games, and the launch into the lottery lobby (§7). Every section has its own skeleton, error with retry, and empty
 * state. Pure props: the app chooses the game (it lives in the address) and runs the launch.
 */
export function LotteryPage({
  kind,
  menus,
  menusState = {},
  selectedGameCode,
  selectedGameName = null,
  onSelectGame,
  draws,
  drawsState = {},
  isSelectedGameUnknown = false,
  recentGames,
  recentState = {},
  onLaunch,
  isLaunching = false,
  launchErrorKey = null,
  timeZone,
}: LotteryPageProps) {
  const { t, i18n } = useTranslation(['ui', 'errors']);
  const id = useId();
  const titleId = `${id}-title`;
  const drawsTitleId = `${id}-draws`;
  const menusTitleId = `${id}-menus`;
  const recentTitleId = `${id}-recent`;
  const launchErrorId = `${id}-launch-error`;

  const timeFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const allGames = menus.flatMap((menu) => menu.games);
  const selected = allGames.find((game) => game.code === selectedGameCode) ?? null;
  const selectedName =
    selected?.name ?? selectedGameName ?? recentGames?.find((g) => g.code === selectedGameCode)?.name ?? null;
  const isMenusBusy = menusState.isLoading === true && !menusState.errorKey;
  const isDrawsBusy = drawsState.isLoading === true && !drawsState.errorKey;
  const isRecentBusy = recentState.isLoading === true && !recentState.errorKey;

  const chip = (game: { code: string; name: string }) => {
    const isSelected = game.code === selectedGameCode;
    return (
      <li key={game.code}>
        <GameChip
          type="button"
          $isSelected={isSelected}
          aria-current={isSelected ? 'true' : undefined}
          onClick={() => {
            if (!isSelected) onSelectGame(game.code);
          }}
        >
          {game.name}
        </GameChip>
      </li>
    );
  };

  return (
    <Page>
      <Header>
        <h1 id={titleId}>{t(`LotteryPage.title.${kind}`)}</h1>
        <Lead>{t('LotteryPage.lead')}</Lead>
      </Header>

      <Section aria-labelledby={drawsTitleId} aria-busy={isDrawsBusy || undefined}>
        <SelectedBar>
          <div>
            <SectionTitle id={drawsTitleId}>{t('LotteryPage.openedNumbers')}</SectionTitle>
            <SelectedTitle>
              {selectedName ?? (isMenusBusy ? <Skeleton lines={1} /> : t('LotteryPage.noGameSelected'))}
            </SelectedTitle>
            {selected?.nextDraw && (
              <DrawMeta>
                {t('LotteryPage.nextDraw', {
                  issue: selected.nextDraw.issueNo,
                  time: timeFormat.format(selected.nextDraw.at),
                })}
              </DrawMeta>
            )}
          </div>
          <div>
            <Button
              onClick={onLaunch}
              isLoading={isLaunching}
              aria-describedby={launchErrorKey ? launchErrorId : undefined}
            >
              {t('LotteryPage.launch')}
            </Button>
            {launchErrorKey && (
              <DrawMeta id={launchErrorId} role="alert" $isError>
                {t(launchErrorKey, { defaultValue: t('errors:unknown') })}
              </DrawMeta>
            )}
          </div>
        </SelectedBar>
        {isSelectedGameUnknown ? (
          <ErrorState messageKey="ui:LotteryPage.unknownGame" />
        ) : drawsState.errorKey || isDrawsBusy ? (
          <SectionStatus state={drawsState} skeleton={<Skeleton lines={4} />} />
        ) : selectedGameCode === null ? null : draws.length === 0 ? (
          <EmptyState message={t('LotteryPage.noDraws')} />
        ) : (
          <DrawList>
            {draws.map((draw) => (
              <DrawItem key={draw.issueNo}>
                <DrawMeta>
                  <span>{t('LotteryPage.issue', { issue: draw.issueNo })}</span>{' '}
                  <time dateTime={new Date(draw.drawnAt).toISOString()}>{timeFormat.format(draw.drawnAt)}</time>
                </DrawMeta>
                <Balls aria-label={t('LotteryPage.numbers', { issue: draw.issueNo })}>
                  {draw.numbers.map((n, i) => (
                    <Ball key={i} $isFirst={i === 0}>
                      {n}
                    </Ball>
                  ))}
                </Balls>
              </DrawItem>
            ))}
          </DrawList>
        )}
      </Section>

      <Section aria-labelledby={menusTitleId} aria-busy={isMenusBusy || undefined}>
        <SectionTitle id={menusTitleId}>{t('LotteryPage.games')}</SectionTitle>
        {menusState.errorKey || isMenusBusy ? (
          <SectionStatus
            state={menusState}
            skeleton={
              <SkeletonChips>
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} variant="block" aspectRatio="3 / 1" />
                ))}
              </SkeletonChips>
            }
          />
        ) : allGames.length === 0 ? (
          <EmptyState message={t('LotteryPage.noGames')} />
        ) : (
          menus
            .filter((menu) => menu.games.length > 0)
            .map((menu) => (
              <div key={menu.code}>
                <GroupTitle id={lotteryMenuAnchor(menu.code)}>{menu.name}</GroupTitle>
                <GameChips aria-labelledby={lotteryMenuAnchor(menu.code)}>{menu.games.map(chip)}</GameChips>
              </div>
            ))
        )}
      </Section>

      {recentGames !== undefined && (
        <Section aria-labelledby={recentTitleId} aria-busy={isRecentBusy || undefined}>
          <SectionTitle id={recentTitleId}>{t('LotteryPage.recent')}</SectionTitle>
          {recentState.errorKey || isRecentBusy ? (
            <SectionStatus state={recentState} skeleton={<Skeleton lines={2} />} />
          ) : recentGames.length === 0 ? (
            <EmptyState message={t('LotteryPage.noRecent')} />
          ) : (
            <GameChips aria-labelledby={recentTitleId}>{recentGames.map(chip)}</GameChips>
          )}
        </Section>
      )}
    </Page>
  );
}
