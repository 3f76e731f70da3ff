import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import pointsEnglish from '../../../i18n/locales/en/ui/points.json';
import { registerPart } from '../../../i18n/registry';
import { Tabs } from '../../primitives/Tabs';

registerPart('points', pointsEnglish);

export type PointsMallTab = 'goods' | 'details' | 'rates' | 'history';

export const POINTS_MALL_TABS: readonly PointsMallTab[] = ['goods', 'details', 'rates', 'history'];

export interface PointsMallLayoutProps {
  /** The member's points and balance (or a guest's sign-in prompt), above the sections. */
  readonly summary: ReactNode;
  readonly tab: PointsMallTab;
  readonly onTabChange: (tab: PointsMallTab) => void;
  /** The content of each section; a section left out (a guest's details and history) has no tab. */
  readonly sections: Partial<Record<PointsMallTab, ReactNode>>;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]};
  width: 100%;
  max-width: 60rem;
  min-width: 0;
  margin-inline: auto;
  padding: ${(p) => p.theme.space[3]};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.sizeTitle};
`;

/**
 * §2 /pointMall and the member centre's "points details and exchange-rate table, redeem history": the points above,
 * then the goods, the details, the exchange rates and the redeem history as tabs (the arrow keys move between them).
 */
export function PointsMallLayout({ summary, tab, onTabChange, sections }: PointsMallLayoutProps) {
  const { t } = useTranslation('ui');
  const items = POINTS_MALL_TABS.flatMap((value) =>
    sections[value] === undefined ? [] : [{ value, label: t(`Points.tab.${value}`), content: sections[value] }],
  );
  return (
    <Page>
      <Title>{t('Points.title')}</Title>
      {summary}
      <Tabs
        label={t('Points.tabsLabel')}
        items={items}
        value={items.some((item) => item.value === tab) ? tab : (items[0]?.value ?? 'goods')}
        onValueChange={(value) => onTabChange(POINTS_MALL_TABS.find((candidate) => candidate === value) ?? 'goods')}
      />
    </Page>
  );
}
