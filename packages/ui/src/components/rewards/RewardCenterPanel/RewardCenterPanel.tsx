import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Celebration } from '../../primitives/Celebration';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { useClearOnResult } from '../../forms/useClearOnResult';
import { ActivityCard } from '../shared/ActivityCard';
import { ApplicationDialog } from '../shared/ApplicationDialog';
import {
  formatAmount,
  outcomeText,
  type ActivityOutcome,
  type ActivityRequest,
  type ActivityView,
} from '../shared/activity';
import { Failure, List, Panel, PanelText, PanelTitle } from '../shared/Activity.styles';
import rewardsEnglish from '../../../i18n/locales/en/ui/rewards.json';
import { registerPart } from '../../../i18n/registry';

registerPart('rewards', rewardsEnglish);

export interface RewardCenterPanelProps {
  /** The promotions and raffles, in the platform's order; null while loading or failed. */
  readonly activities: readonly ActivityView[] | null;
  readonly currencySymbol: string;
  readonly isLoading?: boolean;
  readonly hasError?: boolean;
  /** The failure's catalog key (errors:…), when known. */
  readonly errorKey?: string;
  readonly isRetrying?: boolean;
  readonly onRetry?: () => void;
  /** A join, a claim or a raffle claim; a reviewed reward's claim carries its note. */
  readonly onAction: (request: ActivityRequest) => void;
  /** The activity whose action is on its way, or null. */
  readonly busyId?: string | null;
  readonly outcome?: ActivityOutcome | null;
  /** The last action's refusal (already translated). */
  readonly errorMessage?: string | null;
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
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  const [applyingFor, setApplyingFor] = useState<ActivityView | null>(null);
  useClearOnResult(outcome?.key ?? null, () => setApplyingFor(null));

  const act = (activity: ActivityView) => {
    if (!activity.call) return;
    if (activity.call === 'requestReward' && activity.requiresApplication) setApplyingFor(activity);
    else onAction({ id: activity.id, call: activity.call });
  };
  const said = outcome ? outcomeText(outcome, (amount) => formatAmount(amount, currencySymbol, locale)) : null;

  return (
    <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <PanelTitle id={titleId}>{t('Rewards.title')}</PanelTitle>
      <PanelText>{t('Rewards.intro')}</PanelText>
      <Celebration
        message={said ? t(said.key, said.values) : null}
        isReward={said?.isReward}
        replayKey={outcome?.key}
      />
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
