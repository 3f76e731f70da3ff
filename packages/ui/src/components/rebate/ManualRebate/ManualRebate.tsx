import {
  claimableTotalCents,
  rebateAmountCents,
  rebateBlock,
  type RebateBlock,
  type RebateGameType,
  type RebateSetting,
} from '@atrium/domain/rebate';
import { formatBalance } from '@atrium/domain/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import rebateEnglish from '../../../i18n/locales/en/ui/rebate.json';
import { registerPart } from '../../../i18n/registry';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { Fact, type ListLoadState, LoadFallback, PagedRows } from '../../forms/PagedRows';
import { useOfflineBlock } from '../../forms/offlineBlock';
import {
  Facts,
  Failure,
  Headline,
  Note,
  Panel,
  PanelText,
  PanelTitle,
  Row,
  RowHead,
  Rows,
  Success,
} from './ManualRebate.styles';
import { gameKindKey } from '../../../i18n/gameKinds';

registerPart('rebate', rebateEnglish);

export interface RebateClaimView {
  readonly id: string;
  readonly gameType: RebateGameType;
  readonly validBetCents: number;
  readonly rateBasisPoints: number;
  readonly amountCents: number;
  readonly claimedAt: number;
}

export type { ListLoadState };

export interface ManualRebateProps extends ListLoadState {
  /** Null while loading or failed. */
  readonly settings: readonly RebateSetting[] | null;
  readonly currencySymbol: string;
  /** Claims one game type's rebate; the container sends it once. */
  readonly onClaim: (gameType: RebateGameType) => void;
  /** The game type whose claim is in flight. */
  readonly claiming?: RebateGameType | null;
  /** The last claim paid, shown where the member looks. */
  readonly result?: { readonly gameType: RebateGameType; readonly amountCents: number } | null;
  /** The last claim's failure (already translated). */
  readonly errorMessage?: string | null;
  readonly history: {
    readonly page: {
      readonly items: readonly RebateClaimView[];
      readonly page: number;
      readonly totalPages: number;
    } | null;
    readonly onPageChange: (page: number) => void;
  } & ListLoadState;
}

const BLOCK_KEYS: Readonly<Record<RebateBlock, string>> = {
  disabled: 'Rebate.block.disabled',
  nothing: 'Rebate.block.nothing',
  belowMinimum: 'Rebate.block.belowMinimum',
};

/**
 * §2 manualRebate (MANPLAYREB3): the rebate earned per game type (valid bet, rate, amount), a claim per game type
 * where the domain allows one (what is off, empty or below the minimum says why instead), the result where the
 * member looks, and the history of claims.
 */
export function ManualRebate({
  settings,
  currencySymbol,
  onClaim,
  claiming = null,
  result = null,
  errorMessage = null,
  history,
  isLoading = false,
  ...load
}: ManualRebateProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  // Offline the claims are disabled, each described by the one reason above the list.
  const offline = useOfflineBlock();
  const money = (cents: number) => formatBalance(cents / 100, { locale, currencySymbol, isHidden: false })?.text ?? '';
  const rate = (basisPoints: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
  return (
    <>
      <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
        <PanelTitle id={titleId}>{t('Rebate.title')}</PanelTitle>
        <div aria-live="polite">
          {result && (
            <Success data-testid="rebate-result">
              {t('Rebate.claimed', {
                amount: money(result.amountCents),
                game: t(gameKindKey(result.gameType)),
              })}
            </Success>
          )}
        </div>
        {errorMessage && <Failure role="alert">{errorMessage}</Failure>}
        {settings ? (
          settings.length === 0 ? (
            <EmptyState message={t('Rebate.empty')} />
          ) : (
            <>
              <PanelText>{t('Rebate.available')}</PanelText>
              <Headline data-testid="rebate-total">{money(claimableTotalCents(settings))}</Headline>
              {settings.some((setting) => rebateBlock(setting) === null) && offline.notice}
              <Rows aria-label={t('Rebate.listLabel')}>
                {settings.map((setting) => {
                  const amount = rebateAmountCents(setting.validBetCents, setting.rateBasisPoints);
                  const block = rebateBlock(setting);
                  const game = t(gameKindKey(setting.gameType));
                  return (
                    <Row key={setting.gameType} data-testid={`rebate-${setting.gameType}`}>
                      <RowHead>
                        <span>{game}</span>
                        {block === null ? (
                          <Button
                            onClick={() => onClaim(setting.gameType)}
                            isLoading={claiming === setting.gameType}
                            disabled={(claiming !== null && claiming !== setting.gameType) || offline.isBlocked}
                            aria-label={t('Rebate.claimGame', { game })}
                            aria-describedby={offline.describedBy}
                          >
                            {t('Rebate.claim')}
                          </Button>
                        ) : (
                          <Note>{t(BLOCK_KEYS[block], { minimum: money(setting.minimumCents) })}</Note>
                        )}
                      </RowHead>
                      {setting.enabled && (
                        <Facts>
                          <Fact label={t('Rebate.validBet')}>{money(setting.validBetCents)}</Fact>
                          <Fact label={t('Rebate.rate')} dir="ltr">
                            {rate(setting.rateBasisPoints)}
                          </Fact>
                          <Fact label={t('Rebate.amount')}>{money(amount)}</Fact>
                        </Facts>
                      )}
                    </Row>
                  );
                })}
              </Rows>
            </>
          )
        ) : (
          <LoadFallback {...load} skeletonLines={6} />
        )}
      </Panel>
      <RebateHistory {...history} money={money} rate={rate} locale={locale} />
    </>
  );
}

function RebateHistory({
  page,
  onPageChange,
  isLoading = false,
  money,
  rate,
  locale,
  ...load
}: ManualRebateProps['history'] & {
  readonly money: (cents: number) => string;
  readonly rate: (basisPoints: number) => string;
  readonly locale: string;
}) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const time = (at: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  return (
    <Panel aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <PanelTitle id={titleId}>{t('Rebate.history.title')}</PanelTitle>
      <PagedRows
        {...load}
        page={page}
        onPageChange={onPageChange}
        emptyMessage={t('Rebate.history.empty')}
        skeletonLines={3}
        rowKey={(claim) => claim.id}
        renderRow={(claim) => (
          <>
            <RowHead>
              <span>{t(gameKindKey(claim.gameType))}</span>
              <span>{money(claim.amountCents)}</span>
            </RowHead>
            <Facts>
              <Fact label={t('Rebate.history.time')}>{time(claim.claimedAt)}</Fact>
              <Fact label={t('Rebate.validBet')}>{money(claim.validBetCents)}</Fact>
              <Fact label={t('Rebate.rate')} dir="ltr">
                {rate(claim.rateBasisPoints)}
              </Fact>
              <Fact label={t('Rebate.history.reference')} dir="ltr">
                {claim.id}
              </Fact>
            </Facts>
          </>
        )}
      />
    </Panel>
  );
}
