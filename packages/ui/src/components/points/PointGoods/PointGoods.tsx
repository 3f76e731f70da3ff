import { redeemBlock } from '@atrium/domain/points';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFallback } from '../../forms/PagedRows';
import pointsEnglish from '../../../i18n/locales/en/ui/points.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { Celebration } from '../../primitives/Celebration';
import { EmptyState } from '../../primitives/EmptyState';
import { formatCents, formatPoints } from '../shared/format';
import {
  Actions,
  GoodPicture,
  GoodsGrid,
  Panel,
  PanelTitle,
  Row,
  RowHead,
  Strong,
  Text,
} from '../shared/Points.styles';
import type { LoadState, PointGoodView, RedeemResultView } from '../shared/types';

registerPart('points', pointsEnglish);

export interface PointGoodsProps extends LoadState {
  /** Null while loading or failed. */
  readonly goods: readonly PointGoodView[] | null;
  /** The member's points; null for a guest (every action is then a sign-in prompt). */
  readonly currentPoints: number | null;
  readonly currencySymbol: string;
  readonly onRedeem: (good: PointGoodView) => void;
  /** A guest's way to sign in before redeeming. */
  readonly onSignIn: () => void;
  /** The last redemption, said in its good's row, where the member pressed Redeem. */
  readonly redeemResult?: RedeemResultView | null;
}

/**
 * docs/centres.md "Goods: conditions, quantity available, paid account/amount, address": each good with its points
 * requirement, what it pays or that it ships, its conditions, the quantity left, and the action the member has:
 * redeem, or why not (out of stock, not enough points); a guest is asked to sign in.
 */
export function PointGoods({
  goods,
  currentPoints,
  currencySymbol,
  onRedeem,
  onSignIn,
  redeemResult = null,
  isLoading = false,
  ...load
}: PointGoodsProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  const money = (cents: number) => formatCents(cents, currencySymbol, locale);
  return (
    <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <PanelTitle id={titleId}>{t('Points.goods.label')}</PanelTitle>
      {goods ? (
        goods.length === 0 ? (
          <EmptyState message={t('Points.goods.empty')} />
        ) : (
          <GoodsGrid>
            {goods.map((good) => {
              const block = currentPoints === null ? null : redeemBlock(good, currentPoints);
              return (
                <Row key={good.id}>
                  {good.imageUrl && (
                    <GoodPicture
                      src={good.imageUrl}
                      alt={t('Points.goods.picture', { name: good.name })}
                      width={320}
                      height={240}
                      loading="lazy"
                      decoding="async"
                    />
                  )}
                  <RowHead>
                    <span>{good.name}</span>
                    <span>{t('Points.points', { points: formatPoints(good.pointsRequirement, locale) })}</span>
                  </RowHead>
                  <Text>
                    {good.kind === 'cash' && good.amountCents !== null
                      ? t('Points.goods.cashAmount', { amount: money(good.amountCents) })
                      : t('Points.goods.item')}
                  </Text>
                  <Text>
                    {good.stock === null
                      ? t('Points.goods.unlimited')
                      : good.stock < 1
                        ? t('Points.goods.outOfStock')
                        : t('Points.goods.stock', { count: good.stock })}
                  </Text>
                  {good.amountRequirementCents !== null && (
                    <Text>{t('Points.goods.amountRequirement', { amount: money(good.amountRequirementCents) })}</Text>
                  )}
                  {good.conditions && <Text>{t('Points.goods.conditions', { text: good.conditions })}</Text>}
                  {good.needsAddress && <Text>{t('Points.goods.needsAddress')}</Text>}
                  {redeemResult?.goodId === good.id && (
                    <Celebration
                      replayKey={redeemResult.id}
                      message={t(
                        redeemResult.status === 'approved'
                          ? 'Points.redeem.successApproved'
                          : 'Points.redeem.successInProcess',
                        { name: good.name },
                      )}
                    />
                  )}
                  <Actions>
                    {currentPoints === null ? (
                      <Button variant="secondary" onClick={onSignIn}>
                        {t('Points.goods.signIn', { name: good.name })}
                      </Button>
                    ) : block === 'notEnoughPoints' ? (
                      <Strong>{t('Points.goods.notEnoughPoints')}</Strong>
                    ) : block === 'outOfStock' ? null : (
                      <Button onClick={() => onRedeem(good)}>{t('Points.goods.redeem', { name: good.name })}</Button>
                    )}
                  </Actions>
                </Row>
              );
            })}
          </GoodsGrid>
        )
      ) : (
        <LoadFallback {...load} skeletonLines={4} />
      )}
    </Panel>
  );
}
