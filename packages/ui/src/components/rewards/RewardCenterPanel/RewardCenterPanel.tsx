import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { useClearOnResult } from '../../forms/useClearOnResult';
import { ActivityCard } from '../shared/ActivityCard';
import { ApplicationDialog } from '../shared/ApplicationDialog';
import type { ActivityPanelProps, ActivityView } from '../shared/activity';
import { OutcomeCelebration } from '../shared/OutcomeCelebration';
import { Failure, List, Panel, PanelText, PanelTitle } from '../shared/Activity.styles';
import rewardsEnglish from '../../../i18n/locales/en/ui/rewards.json';
import { registerPart } from '../../../i18n/registry';

registerPart('rewards', rewardsEnglish);

export interface RewardCenterPanelProps extends ActivityPanelProps {
  /** The promotions and raffles, in the platform's order; null while loading or failed. */
  readonly activities: readonly ActivityView[] | null;
}

/**
 * Spec §2 rewardCenter: the promotions and raffles with every §4 status (Join, Claim, Applying, Close, Rejected,
 * Issued, Claimed, Process, Joined, Signed, coming soon), each with the one action its status allows. A reward the
 * platform reviews is claimed through an application (§5). The answer shows above the list, where the player looks.
 */
export function RewardCenterPanel({
  activities,
  currencySymbol,
  isLoading = false,
  hasError = false,
  errorKey,
  isRetrying = false,
  onRetry,
  onAction,
  busyId = null,
  outcome = null,
  errorMessage = null,
}: RewardCenterPanelProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const [applyingFor, setApplyingFor] = useState<ActivityView | null>(null);
  useClearOnResult(outcome?.key ?? null, () => setApplyingFor(null));

  const act = (activity: ActivityView) => {
    if (!activity.call) return;
    if (activity.call === 'requestReward' && activity.requiresApplication) setApplyingFor(activity);
    else onAction({ id: activity.id, call: activity.call });
  };

  return (
    <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <PanelTitle id={titleId}>{t('Rewards.title')}</PanelTitle>
      <PanelText>{t('Rewards.intro')}</PanelText>
      <OutcomeCelebration outcome={outcome} currencySymbol={currencySymbol} />
      {errorMessage && applyingFor === null && <Failure role="alert">{errorMessage}</Failure>}
      {activities ? (
        activities.length === 0 ? (
          <EmptyState message={t('Rewards.empty')} />
        ) : (
          <List aria-label={t('Rewards.list')}>
            {activities.map((activity) => (
              <li key={activity.id}>
                <ActivityCard
                  activity={activity}
                  currencySymbol={currencySymbol}
                  onAction={act}
                  isBusy={busyId === activity.id}
                  isBlocked={busyId !== null}
                />
              </li>
            ))}
          </List>
        )
      ) : hasError ? (
        <ErrorState messageKey={errorKey} onRetry={onRetry} isRetrying={isRetrying} />
      ) : (
        <Skeleton variant="text" lines={4} />
      )}
      <ApplicationDialog
        key={applyingFor?.id ?? 'closed'}
        title={applyingFor?.title ?? null}
        isSubmitting={applyingFor !== null && busyId === applyingFor.id}
        errorMessage={errorMessage}
        onCancel={() => setApplyingFor(null)}
        onSubmit={(remark) => {
          if (applyingFor?.call) onAction({ id: applyingFor.id, call: applyingFor.call, remark });
        }}
      />
    </Panel>
  );
}
