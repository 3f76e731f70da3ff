import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Pagination } from '../../primitives/Pagination';
import { Skeleton } from '../../primitives/Skeleton';
import { formatAmount } from '../../rewards/shared/activity';
import { Meter, Text } from '../../rewards/shared/Activity.styles';
import type { LeaderboardView, MilestonesView, MissionPart } from './types';
import { Detail, DetailTitle, MilestoneItem, Milestones, MineRow, SubTitle, Table, TableWrap } from './Missions.styles';
import rewardsEnglish from '../../../i18n/locales/en/ui/rewards.json';
import missionsEnglish from '../../../i18n/locales/en/ui/missions.json';
import { registerPart } from '../../../i18n/registry';

registerPart('rewards', rewardsEnglish);
registerPart('missions', missionsEnglish);

export interface MissionDetailProps {
  readonly title: string;
  readonly currencySymbol: string;
  readonly milestones: MissionPart<MilestonesView>;
  readonly leaderboard: MissionPart<LeaderboardView>;
  readonly onLeaderboardPage: (page: number) => void;
}

function PartState({ part }: { readonly part: MissionPart<unknown> }) {
  if (part.status === 'error') return <ErrorState onRetry={part.onRetry} isRetrying={part.isRetrying ?? false} />;
  return <Skeleton variant="text" lines={3} />;
}

/**
 * One mission's milestones (each reached or not, with its reward, and the progress towards the last) and its
 * leaderboard, with the player's own place pinned under the table whatever page is shown (docs/centres.md footer
 * {rank, reachedValue}).
 */
export function MissionDetail({
  title,
  currencySymbol,
  milestones,
  leaderboard,
  onLeaderboardPage,
}: MissionDetailProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const money = (amount: number) => formatAmount(amount, currencySymbol, locale);
  const titleId = useId();
  const milestonesId = useId();
  const boardId = useId();
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const last = milestones.status === 'ready' ? milestones.data.milestones.at(-1) : undefined;

  return (
    <Detail aria-labelledby={titleId}>
      <DetailTitle id={titleId}>{title}</DetailTitle>

      <section aria-labelledby={milestonesId}>
        <SubTitle id={milestonesId}>{t('Missions.milestones.title')}</SubTitle>
        {milestones.status !== 'ready' ? (
          <PartState part={milestones} />
        ) : milestones.data.milestones.length === 0 ? (
          <Text>{t('Missions.milestones.empty')}</Text>
        ) : (
          <>
            {last && (
              <Meter
                max={last.target}
                value={Math.min(milestones.data.reached, last.target)}
                aria-label={t('Rewards.progress')}
                aria-valuetext={t('Missions.milestones.progress', {
                  current: number(milestones.data.reached),
                  target: number(last.target),
                })}
              />
            )}
            <Text>
              {t('Missions.milestones.progress', {
                current: number(milestones.data.reached),
                target: number(last?.target ?? 0),
              })}
            </Text>
            <Milestones aria-labelledby={milestonesId}>
              {milestones.data.milestones.map((m) => (
                <MilestoneItem key={m.target} $isReached={m.isReached}>
                  <span>{t('Missions.milestones.target', { target: number(m.target) })}</span>
                  {m.rewardAmount !== null && (
                    <span>{t('Missions.milestones.reward', { amount: money(m.rewardAmount) })}</span>
                  )}
                  <strong>{t(m.isReached ? 'Missions.milestones.reached' : 'Missions.milestones.notReached')}</strong>
                </MilestoneItem>
              ))}
            </Milestones>
          </>
        )}
      </section>

      <section aria-labelledby={boardId}>
        <SubTitle id={boardId}>{t('Missions.leaderboard.title')}</SubTitle>
        {leaderboard.status !== 'ready' ? (
          <PartState part={leaderboard} />
        ) : (
          <>
            {leaderboard.data.entries.length === 0 ? (
              <EmptyState message={t('Missions.leaderboard.empty')} />
            ) : (
              <TableWrap>
                <Table aria-labelledby={boardId}>
                  <thead>
                    <tr>
                      <th scope="col">{t('Missions.leaderboard.rank')}</th>
                      <th scope="col">{t('Missions.leaderboard.player')}</th>
                      <th scope="col">{t('Missions.leaderboard.score')}</th>
                      <th scope="col">{t('Missions.leaderboard.prize')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {leaderboard.data.entries.map((entry) => (
                      <tr key={entry.rank}>
                        <td>{number(entry.rank)}</td>
                        <td>{entry.name}</td>
                        <td>{number(entry.score)}</td>
                        <td>{entry.prize === null ? t('Missions.leaderboard.noPrize') : money(entry.prize)}</td>
                      </tr>
                    ))}
                  </tbody>
                  {leaderboard.data.mine && (
                    <tfoot>
                      <MineRow>
                        <th scope="row" colSpan={2}>
                          {t('Missions.leaderboard.mine')}
                        </th>
                        <td colSpan={2}>
                          {leaderboard.data.mine.rank === null
                            ? t('Missions.leaderboard.unranked', { score: number(leaderboard.data.mine.score) })
                            : t('Missions.leaderboard.myRank', {
                                rank: number(leaderboard.data.mine.rank),
                                score: number(leaderboard.data.mine.score),
                              })}
                        </td>
                      </MineRow>
                    </tfoot>
                  )}
                </Table>
              </TableWrap>
            )}
            {leaderboard.data.totalPages > 1 && (
              <Pagination
                page={leaderboard.data.page}
                totalPages={leaderboard.data.totalPages}
                onPageChange={onLeaderboardPage}
                label={t('Missions.leaderboard.pages')}
              />
            )}
          </>
        )}
      </section>
    </Detail>
  );
}
