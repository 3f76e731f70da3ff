import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import promotionsEnglish from '../../../i18n/locales/en/ui/promotions.json';
import rewardsEnglish from '../../../i18n/locales/en/ui/rewards.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { Tabs } from '../../primitives/Tabs';
import { Card, CardActions, CardTitle, List } from '../../rewards/shared/Activity.styles';
import { PromotionMeta } from '../shared/PromotionMeta';
import { Image, Page, Title } from '../shared/Promotions.styles';
import { ALL_PROMOTIONS, type PromotionCategoryView, type PromotionView } from '../types';

registerPart('promotions', promotionsEnglish);
registerPart('rewards', rewardsEnglish);

export interface PromotionListProps {
  readonly state: 'loading' | 'error' | 'ready';
  readonly categories: readonly PromotionCategoryView[];
  readonly promotions: readonly PromotionView[];
  /** The selected tab: a category id or ALL_PROMOTIONS. */
  readonly category: string;
  readonly onCategoryChange: (category: string) => void;
  /** Opens one promotion (the container puts its id in the address: /promotions#{promoId}). */
  readonly onOpen: (promotionId: string) => void;
  /** The failure's message key (errors namespace) in the error state. */
  readonly errorMessageKey?: string;
  readonly onRetry?: () => void;
  readonly isRetrying?: boolean;
}

function PromotionCard({
  promotion,
  onOpen,
}: {
  readonly promotion: PromotionView;
  readonly onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <li>
      <Card aria-labelledby={titleId}>
        {promotion.imageUrl && <Image src={promotion.imageUrl} alt="" loading="lazy" />}
        <CardTitle as="h2" id={titleId}>
          {promotion.title}
        </CardTitle>
        <PromotionMeta promotion={promotion} />
        <CardActions>
          <Button
            variant="secondary"
            aria-label={t('Promotions.detailsOf', { title: promotion.title })}
            onClick={() => onOpen(promotion.id)}
          >
            {t('Promotions.details')}
          </Button>
        </CardActions>
      </Card>
    </li>
  );
}

/**
 * §2 /promotions: the server's categories behind an "all" tab (Radix Tabs: arrow keys, Home, End), each promotion a
 * card with its image, title, period and status, and a button that opens it.
 */
export function PromotionList({
  state,
  categories,
  promotions,
  category,
  onCategoryChange,
  onOpen,
  errorMessageKey,
  onRetry,
  isRetrying = false,
}: PromotionListProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const tabs = [{ id: ALL_PROMOTIONS, name: t('Promotions.all') }, ...categories];
  const selected = tabs.some((tab) => tab.id === category) ? category : ALL_PROMOTIONS;
  const listOf = (id: string) => {
    const shown = id === ALL_PROMOTIONS ? promotions : promotions.filter((p) => p.categoryId === id);
    if (shown.length === 0) return <EmptyState message={t('Promotions.empty')} />;
    return (
      <List>
        {shown.map((promotion) => (
          <PromotionCard key={promotion.id} promotion={promotion} onOpen={onOpen} />
        ))}
      </List>
    );
  };
  return (
    <Page aria-labelledby={titleId}>
      <Title id={titleId}>{t('Promotions.title')}</Title>
      {state === 'loading' && (
        <div role="status" aria-label={t('Promotions.loading')}>
          <Skeleton variant="block" aspectRatio="4 / 1" />
          <Skeleton lines={3} />
        </div>
      )}
      {state === 'error' && <ErrorState messageKey={errorMessageKey} onRetry={onRetry} isRetrying={isRetrying} />}
      {state === 'ready' && (
        <Tabs
          label={t('Promotions.categories')}
          value={selected}
          onValueChange={onCategoryChange}
          items={tabs.map((tab) => ({ value: tab.id, label: tab.name, content: listOf(tab.id) }))}
        />
      )}
    </Page>
  );
}
