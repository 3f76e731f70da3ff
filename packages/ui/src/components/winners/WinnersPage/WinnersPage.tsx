import type { WinnerBoardEntry } from '@atrium/domain/games';
import { formatBalance } from '@atrium/domain/format';
import { VisuallyHidden } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import winnersEnglish from '../../../i18n/locales/en/ui/winners.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { Tabs } from '../../primitives/Tabs';
import {
  Amount,
  Badge,
  Big,
  Card,
  CardTitle,
  Detail,
  GameButton,
  Icon,
  List,
  Muted,
  PeriodRange,
  Page,
  Panel,
  Player,
  Rank,
  Row,
  Title,
} from './WinnersPage.styles';
import { entryKey } from '../../../i18n/gameKinds';

registerPart('winners', winnersEnglish);

export type WinnersTab = 'lists' | 'leaderboard';
export type WinnersPeriod = 'day' | 'week' | 'month';
export type WinnersLoadState = 'loading' | 'error' | 'ready';

/** A failed load: its message key (errors namespace) and the retry. */
export interface WinnersFailure {
  readonly errorMessageKey?: string;
  readonly onRetry?: () => void;
  readonly isRetrying?: boolean;
}

export interface LeaderboardRowView {
  readonly rank: number;
  readonly maskedName: string;
  readonly validBet: number;
  readonly prize: number;
  readonly isMine: boolean;
}

export interface LeaderboardView {
  readonly startsAt: number;
  /** Exclusive: the next period's start. */
  readonly endsAt: number;
  readonly rows: readonly LeaderboardRowView[];
  /** The signed-in player's standing; null for a guest. */
  readonly mine: { readonly rank: number | null; readonly validBet: number; readonly gapToNext: number | null } | null;
}

export interface WinnersPageProps {
  readonly tab: WinnersTab;
  readonly onTabChange: (tab: WinnersTab) => void;
  /** The server's currency symbol (§1), shown as given. */
  readonly currencySymbol: string;
  /** BCP-47 tag for digits, separators and dates; the UI language by default. */
  readonly locale?: string;
  readonly lists: WinnersFailure & {
    readonly state: WinnersLoadState;
    /** The category ids, ALL first (their names are this part's `Winners.category.*`). */
    readonly categories: readonly string[];
    readonly category: string;
    readonly onCategoryChange: (category: string) => void;
    /** Already the domain's winner board: at most 20, highest amount first (§9). */
    readonly entries: readonly WinnerBoardEntry[];
    /** Opens the game of a row (one the platform named by node id), as a game card's play does. */
    readonly onPlay?: (entry: WinnerBoardEntry) => void;
  };
  readonly leaderboard: WinnersFailure & {
    readonly state: WinnersLoadState;
    readonly period: WinnersPeriod;
    readonly onPeriodChange: (period: WinnersPeriod) => void;
    readonly board: LeaderboardView | null;
    /** A guest sees the board and a prompt to sign in for their own rank. */
    readonly isGuest: boolean;
    readonly onSignIn: () => void;
  };
}

const PERIODS: readonly WinnersPeriod[] = ['day', 'week', 'month'];

function useMoney(currencySymbol: string, locale: string | undefined) {
  const { i18n } = useTranslation('ui');
  return (amount: number) =>
    formatBalance(amount, { currencySymbol, isHidden: false, locale: locale ?? i18n.language })?.text ?? '';
}

/** The rank as a number to the eye and as "Rank n" to a screen reader. */
function RankCell({ rank }: { readonly rank: number }) {
  const { t } = useTranslation('ui');
  return (
    <Rank>
      <span aria-hidden="true">{rank}</span>
      <VisuallyHidden.Root>{t('Winners.rank', { rank })}</VisuallyHidden.Root>
    </Rank>
  );
}

function WinnerList({
  entries,
  label,
  money,
  onPlay,
}: {
  readonly entries: readonly WinnerBoardEntry[];
  readonly label: string;
  readonly money: (amount: number) => string;
  readonly onPlay?: (entry: WinnerBoardEntry) => void;
}) {
  const { t } = useTranslation('ui');
  if (entries.length === 0) return <EmptyState message={t('Winners.emptyList')} />;
  return (
    <List aria-label={label}>
      {entries.map((entry, index) => (
        <Row key={`${index}-${entry.customerName}`} data-amount={entry.winAmount}>
          <RankCell rank={index + 1} />
          {entry.iconUrl ? <Icon src={entry.iconUrl} alt="" loading="lazy" width={40} height={40} /> : <span />}
          <Player>{entry.customerName}</Player>
          <Detail>
            {onPlay && entry.nodeId !== null && entry.vendorCode !== null ? (
              <GameButton
                type="button"
                aria-label={t('Winners.play', { game: entry.gameName })}
                onClick={() => onPlay(entry)}
              >
                {entry.gameName}
              </GameButton>
            ) : (
              entry.gameName
            )}
          </Detail>
          <Amount>{money(entry.winAmount)}</Amount>
        </Row>
      ))}
    </List>
  );
}

function Loading({ label }: { readonly label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton lines={6} />
    </div>
  );
}

function MineCard({
  mine,
  money,
}: {
  readonly mine: NonNullable<LeaderboardView['mine']>;
  readonly money: (amount: number) => string;
}) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('Winners.mineTitle')}</CardTitle>
      {mine.rank === null ? (
        <Muted>{t('Winners.mineUnranked')}</Muted>
      ) : (
        <>
          <Big>{t('Winners.mineRank', { rank: mine.rank })}</Big>
          <Muted>{t('Winners.mineValidBet', { amount: money(mine.validBet) })}</Muted>
          <Muted>
            {mine.gapToNext === null ? t('Winners.mineTop') : t('Winners.mineGap', { amount: money(mine.gapToNext) })}
          </Muted>
        </>
      )}
    </Card>
  );
}

function LeaderboardPanel({
  leaderboard,
  money,
  locale,
}: {
  readonly leaderboard: WinnersPageProps['leaderboard'];
  readonly money: (amount: number) => string;
  readonly locale: string;
}) {
  const { t } = useTranslation('ui');
  const { state, board } = leaderboard;
  const day = (epochMs: number) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(epochMs));
  const body = (() => {
    if (state === 'loading') return <Loading label={t('Winners.loadingBoard')} />;
    if (state === 'error' || !board) {
      return (
        <ErrorState
          messageKey={leaderboard.errorMessageKey}
          onRetry={leaderboard.onRetry}
          isRetrying={leaderboard.isRetrying}
        />
      );
    }
    return (
      <>
        <PeriodRange>
          {t('Winners.periodRange', { start: day(board.startsAt), end: day(board.endsAt - 1) })}
        </PeriodRange>
        {leaderboard.isGuest ? (
          <Card aria-label={t('Winners.mineTitle')}>
            <Muted>{t('Winners.guestPrompt')}</Muted>
            <div>
              <Button variant="secondary" onClick={leaderboard.onSignIn}>
                {t('Winners.signIn')}
              </Button>
            </div>
          </Card>
        ) : (
          board.mine && <MineCard mine={board.mine} money={money} />
        )}
        {board.rows.length === 0 ? (
          <EmptyState message={t('Winners.emptyBoard')} />
        ) : (
          <List aria-label={t('Winners.boardLabel')}>
            {board.rows.map((row) => (
              <Row key={row.rank} $isMine={row.isMine} aria-current={row.isMine || undefined}>
                <RankCell rank={row.rank} />
                <span />
                <Player>
                  {row.maskedName}
                  {row.isMine && <Badge>{t('Winners.you')}</Badge>}
                </Player>
                <Detail>
                  {t('Winners.validBet')}: {money(row.validBet)}
                </Detail>
                <Amount>
                  {row.prize > 0 ? (
                    <>
                      <VisuallyHidden.Root>{t('Winners.prize')}: </VisuallyHidden.Root>
                      {money(row.prize)}
                    </>
                  ) : (
                    <span aria-hidden="true">{t('Winners.noPrize')}</span>
                  )}
                </Amount>
              </Row>
            ))}
          </List>
        )}
      </>
    );
  })();
  return (
    <Tabs
      label={t('Winners.periods')}
      value={leaderboard.period}
      onValueChange={(value) => {
        const period = PERIODS.find((p) => p === value);
        if (period) leaderboard.onPeriodChange(period);
      }}
      items={PERIODS.map((period) => ({
        value: period,
        label: t(`Winners.period.${period}`),
        content: period === leaderboard.period ? <Panel>{body}</Panel> : null,
      }))}
    />
  );
}

/**
 * §2 Other screens "winner lists and leaderboard" (/winners): two tabs. Winner lists: the biggest wins (§7
 * GCSGAME_getRankList, §9 at most 20 by amount) per game category, each row its rank, masked player, game icon and
 * name and amount. Leaderboard: players ranked by valid bet over a day, week or month, the top 10's prizes, the
 * signed-in player's own row marked and their rank card (rank, valid bet, what they lack to move up); a guest sees
 * the board and a prompt to sign in. Every tab list moves by arrow keys (Radix Tabs).
 */
export function WinnersPage({ tab, onTabChange, currencySymbol, locale, lists, leaderboard }: WinnersPageProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  const money = useMoney(currencySymbol, locale);
  const categoryName = (id: string) => t(entryKey(id, 'Winners.category'), { defaultValue: id });
  const listsBody = (() => {
    if (lists.state === 'loading') return <Loading label={t('Winners.loadingList')} />;
    if (lists.state === 'error') {
      return <ErrorState messageKey={lists.errorMessageKey} onRetry={lists.onRetry} isRetrying={lists.isRetrying} />;
    }
    return (
      <WinnerList
        entries={lists.entries}
        label={t('Winners.listLabel', { category: categoryName(lists.category) })}
        money={money}
        onPlay={lists.onPlay}
      />
    );
  })();
  return (
    <Page aria-labelledby={titleId}>
      <Title id={titleId}>{t('Winners.title')}</Title>
      <Tabs
        label={t('Winners.sections')}
        value={tab}
        onValueChange={(value) => onTabChange(value === 'leaderboard' ? 'leaderboard' : 'lists')}
        items={[
          {
            value: 'lists',
            label: t('Winners.lists'),
            content: (
              <Panel>
                <Tabs
                  label={t('Winners.categories')}
                  value={lists.category}
                  onValueChange={lists.onCategoryChange}
                  items={lists.categories.map((id) => ({
                    value: id,
                    label: categoryName(id),
                    content: id === lists.category ? <Panel>{listsBody}</Panel> : null,
                  }))}
                />
              </Panel>
            ),
          },
          {
            value: 'leaderboard',
            label: t('Winners.leaderboard'),
            content: (
              <Panel>
                <LeaderboardPanel leaderboard={leaderboard} money={money} locale={locale ?? i18n.language} />
              </Panel>
            ),
          },
        ]}
      />
    </Page>
  );
}
