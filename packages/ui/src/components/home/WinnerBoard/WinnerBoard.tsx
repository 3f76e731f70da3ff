import type { WinnerBoardEntry } from '@atrium/domain/games';
import { formatBalance } from '@atrium/domain/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkComponent } from '../../../navigation/LinkProvider';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import type { HomeFailure, HomeLoadStatus } from '../types';
import { Amount, Game, Header, List, Player, Rank, Row, Section, SeeAll, Title } from './WinnerBoard.styles';

export interface WinnerBoardProps extends HomeFailure {
  readonly status: HomeLoadStatus;
  /** Already the domain's `winnerBoard` (at most 20, by amount, highest first: §9). */
  readonly entries: readonly WinnerBoardEntry[];
  readonly currencySymbol: string;
  /** BCP-47 tag for digits and separators; the UI language by default. */
  readonly locale?: string;
}

/** The winners page (§2 Other screens "winner lists and leaderboard"), where every category's list is. */
const WINNERS_PAGE_PATH = '/winners';

/**
 * §3/§9 the home page's winner board: an ordered list of the biggest wins (masked player, game, amount), and a link
 * to the winners page.
 */
export function WinnerBoard({ status, entries, currencySymbol, locale, ...failure }: WinnerBoardProps) {
  const { t, i18n } = useTranslation('ui');
  const headingId = useId();
  const Link = useLinkComponent();
  if (status === 'ready' && entries.length === 0) return null;
  return (
    <Section aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <Header>
        <Title id={headingId}>{t('WinnerBoard.title')}</Title>
        <SeeAll as={Link} href={WINNERS_PAGE_PATH}>
          {t('WinnerBoard.seeAll')}
        </SeeAll>
      </Header>
      {status === 'error' && (
        <ErrorState messageKey={failure.errorKey} onRetry={failure.onRetry} isRetrying={failure.isRetrying} />
      )}
      {status === 'loading' && <Skeleton lines={5} />}
      {status === 'ready' && (
        <List aria-labelledby={headingId}>
          {entries.map((entry, index) => {
            const amount = formatBalance(entry.winAmount, {
              currencySymbol,
              isHidden: false,
              locale: locale ?? i18n.language,
            });
            return (
              <Row key={`${index}-${entry.customerName}`} data-amount={entry.winAmount}>
                <Rank aria-hidden="true">{index + 1}</Rank>
                <Player>{entry.customerName}</Player>
                <Game>{entry.gameName}</Game>
                <Amount>{amount?.text}</Amount>
              </Row>
            );
          })}
        </List>
      )}
    </Section>
  );
}
