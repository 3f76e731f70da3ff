import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { ActivityCard } from '../../rewards/shared/ActivityCard';
import type { ActivityPanelProps, ActivityView } from '../../rewards/shared/activity';
import { OutcomeCelebration } from '../../rewards/shared/OutcomeCelebration';
import { Failure, List, Panel, PanelText, PanelTitle, Text } from '../../rewards/shared/Activity.styles';
import { MissionDetail } from './MissionDetail';
import type { LeaderboardView, MilestonesView, MissionPart } from './types';
import rewardsEnglish from '../../../i18n/locales/en/ui/rewards.json';
import missionsEnglish from '../../../i18n/locales/en/ui/missions.json';
import { registerPart } from '../../../i18n/registry';

registerPart('rewards', rewardsEnglish);
registerPart('missions', missionsEnglish);

export interface MissionsPanelProps extends ActivityPanelProps {
  /** The missions; null while loading or failed. */
  readonly missions: readonly ActivityView[] | null;
  /** The mission whose details show, or null. */
  readonly selectedId: string | null;
  readonly onSelect: (id: string) => void;
  readonly milestones: MissionPart<MilestonesView>;
  readonly leaderboard: MissionPart<LeaderboardView>;
  readonly onLeaderboardPage: (page: number) => void;
}

/**
 * Spec §2 missionLeaderboard: the missions with their status, progress and reward, a claim where one waits, and
 * for the chosen mission its milestones and leaderboard with the player's own place pinned.
 */
export function MissionsPanel({
  missions,
  currencySymbol,
  isLoading = false,
  hasError = false,
  errorKey,
  isRetrying = false,
  onRetry,
  selectedId,
  onSelect,
  milestones,
  leaderboard,
  onLeaderboardPage,
  onAction,
  busyId = null,
  outcome = null,
  errorMessage = null,
}: MissionsPanelProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const detailId = useId();
  const selected = missions?.find((m) => m.id === selectedId) ?? null;

  return (
    <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <PanelTitle id={titleId}>{t('Missions.list')}</PanelTitle>
      <PanelText>{t('Missions.intro')}</PanelText>
      <OutcomeCelebration outcome={outcome} currencySymbol={currencySymbol} />
      {errorMessage && <Failure role="alert">{errorMessage}</Failure>}
      {missions ? (
        missions.length === 0 ? (
          <EmptyState message={t('Missions.empty')} />
        ) : (
          <>
            <List aria-label={t('Missions.list')}>
              {missions.map((mission) => (
                <li key={mission.id}>
                  <ActivityCard
                    activity={mission}
                    currencySymbol={currencySymbol}
                    onAction={(activity) => {
                      if (activity.call) onAction({ id: activity.id, call: activity.call });
                    }}
                    isBusy={busyId === mission.id}
                    isBlocked={busyId !== null}
                    extra={
                      <Button
                        variant="secondary"
                        aria-label={t('Missions.viewDetails', { title: mission.title })}
                        aria-expanded={mission.id === selectedId}
                        aria-controls={detailId}
                        onClick={() => onSelect(mission.id)}
                      >
                        {t('Missions.details')}
                      </Button>
                    }
                  />
                </li>
              ))}
            </List>
            <div id={detailId}>
              {selected ? (
                <MissionDetail
                  title={selected.title}
                  currencySymbol={currencySymbol}
                  milestones={milestones}
                  leaderboard={leaderboard}
                  onLeaderboardPage={onLeaderboardPage}
                />
              ) : (
                <Text>{t('Missions.choose')}</Text>
              )}
            </div>
          </>
        )
      ) : hasError ? (
        <ErrorState messageKey={errorKey} onRetry={onRetry} isRetrying={isRetrying} />
      ) : (
        <Skeleton variant="text" lines={4} />
      )}
    </Panel>
  );
}
