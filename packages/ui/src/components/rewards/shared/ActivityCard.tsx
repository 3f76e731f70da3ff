import { ACTIVITY_PHASES } from '@atrium/domain/points';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { useOfflineBlock } from '../../forms/offlineBlock';
import { formatAmount, formatDay, type ActivityView } from './activity';
import { Card, CardActions, CardHead, CardTitle, Kind, Meter, StatusChip, Strong, Text } from './Activity.styles';
import rewardsEnglish from '../../../i18n/locales/en/ui/rewards.json';
import { registerPart } from '../../../i18n/registry';

registerPart('rewards', rewardsEnglish);

export interface ActivityCardProps {
  readonly activity: ActivityView;
  readonly currencySymbol: string;
  /** The player pressed the activity's action (join, claim, claim prize). */
  readonly onAction: (activity: ActivityView) => void;
  /** This activity's action is on its way. */
  readonly isBusy?: boolean;
  /** Another action is on its way: this one waits (one action at a time). */
  readonly isBlocked?: boolean;
  /** More controls after the action (the missions page's details). */
  readonly extra?: ReactNode;
}

/**
 * One activity (§4 statuses): its kind, title, status and what the status means, the reward, the progress towards a
 * target, the period, and the one action its status allows (domain `activityCall`); nothing to press otherwise.
 */
export function ActivityCard({
  activity,
  currencySymbol,
  onAction,
  isBusy = false,
  isBlocked = false,
  extra,
}: ActivityCardProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  const status = t(`Rewards.status.${activity.status}`);
  const hasTarget = activity.target > 0;
  const action = activity.call;
  // A claim pays money: offline it is disabled with the reason. Joining moves none and fails on its own.
  const offline = useOfflineBlock();
  const isClaimBlocked = offline.isBlocked && action !== null && action !== 'join';
  return (
    <Card aria-labelledby={titleId}>
      <CardHead>
        <Kind>{t(`Rewards.kind.${activity.kind}`)}</Kind>
        <StatusChip $phase={ACTIVITY_PHASES[activity.status]} aria-label={t('Rewards.status.label', { status })}>
          {status}
        </StatusChip>
      </CardHead>
      <CardTitle id={titleId}>{activity.title}</CardTitle>
      <Text>{t(`Rewards.explain.${activity.status}`)}</Text>
      {activity.rewardAmount !== null && (
        <Strong>{t('Rewards.reward', { amount: formatAmount(activity.rewardAmount, currencySymbol, locale) })}</Strong>
      )}
      {hasTarget && (
        <>
          <Meter
            max={activity.target}
            value={Math.min(activity.progress, activity.target)}
            aria-label={t('Rewards.progress')}
            aria-valuetext={t('Rewards.progressValue', { current: activity.progress, target: activity.target })}
          />
          <Text>{t('Rewards.progressValue', { current: activity.progress, target: activity.target })}</Text>
        </>
      )}
      {activity.status === 'comingSoon' ? (
        <Text>{t('Rewards.starts', { date: formatDay(activity.startsAt, locale) })}</Text>
      ) : (
        activity.endsAt !== null && <Text>{t('Rewards.ends', { date: formatDay(activity.endsAt, locale) })}</Text>
      )}
      {isClaimBlocked && offline.notice}
      {(action || extra) && (
        <CardActions>
          {action && (
            <Button
              isLoading={isBusy}
              disabled={(isBlocked && !isBusy) || isClaimBlocked}
              aria-describedby={isClaimBlocked ? offline.describedBy : undefined}
              aria-label={t('Rewards.action.named', { action: t(`Rewards.action.${action}`), title: activity.title })}
              onClick={() => onAction(activity)}
            >
              {t(`Rewards.action.${action}`)}
            </Button>
          )}
          {extra}
        </CardActions>
      )}
    </Card>
  );
}
