import type { RankBenefits, RankProgress } from '@atrium/api/account';
import { progressPercent, remainingTowards } from '@atrium/domain/account';
import type { VipRankView, VipView } from '@atrium/ui/member';

type Item = VipRankView['items'][number];

/**
 * My account's VIP section from the rank progress call: the progress towards the next level and every rank's
 * requirements and benefits, formatted for the reader. A benefit the brand does not give at a rank is left out rather
 * than shown as nothing.
 */
export function toVipView(progress: RankProgress, money: (cents: number) => string, locale: string): VipView {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const rankItems = (rank: RankBenefits): Item[] => {
    const items: Item[] = [];
    const add = (kind: Item['kind'], value: string | null) => {
      if (value !== null) items.push({ kind, value });
    };
    const cents = (value: number | null) => (value === null || value <= 0 ? null : money(value));
    add('deposit', cents(rank.depositCents));
    add('bet', cents(rank.betCents));
    add('upgradeBonus', cents(rank.upgradeBonusCents));
    add('monthlyBonus', cents(rank.monthlyBonusCents));
    add('birthdayBonus', cents(rank.birthdayBonusCents));
    add('rebate', rank.rebatePercent === null ? null : percent.format(rank.rebatePercent / 100));
    add('withdrawalLimit', cents(rank.dailyWithdrawalLimitCents));
    return items;
  };
  const labelOf = (level: number, label: string | null) => label ?? String(level);
  return {
    label: labelOf(progress.level, progress.label),
    nextLabel: progress.next ? labelOf(progress.next.level, progress.next.label) : null,
    requirements: progress.requirements.map((item) => ({
      type: item.type,
      current: money(item.currentCents),
      required: money(item.requiredCents),
      remaining: money(remainingTowards(item.currentCents, item.requiredCents)),
      percent: progressPercent(item.currentCents, item.requiredCents),
    })),
    ranks: progress.ranks.map((rank) => ({
      label: labelOf(rank.level, rank.label),
      standing: rank.level === progress.level ? 'current' : rank.level === progress.next?.level ? 'next' : 'other',
      items: rankItems(rank),
    })),
  };
}
