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
import { ErrorState } from '../../primitives/ErrorState';
import { Pagination } from '../../primitives/Pagination';
import { Skeleton } from '../../primitives/Skeleton';
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

export interface ListLoadState {
  readonly isLoading?: boolean;
  readonly hasError?: boolean;
  readonly loadErrorKey?: string | null;
  readonly isRetrying?: boolean;
  readonly onRetry?: () => void;
}

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
  hasError = false,
  loadErrorKey = null,
  isRetrying = false,
  onRetry,
}: ManualRebateProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
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
                            disabled={claiming !== null && claiming !== setting.gameType}
                            aria-label={t('Rebate.claimGame', { game })}
                          >
                            {t('Rebate.claim')}
                          </Button>
                        ) : (
                          <Note>{t(BLOCK_KEYS[block], { minimum: money(setting.minimumCents) })}</Note>
                        )}
                      </RowHead>
                      {setting.enabled && (
                        <Facts>
                          <div>
                            <dt>{t('Rebate.validBet')}</dt>
                            <dd>{money(setting.validBetCents)}</dd>
                          </div>
                          <div>
                            <dt>{t('Rebate.rate')}</dt>
                            <dd dir="ltr">{rate(setting.rateBasisPoints)}</dd>
                          </div>
                          <div>
                            <dt>{t('Rebate.amount')}</dt>
                            <dd>{money(amount)}</dd>
                          </div>
                        </Facts>
                      )}
                    </Row>
                  );
                })}
              </Rows>
            </>
          )
        ) : hasError ? (
          <ErrorState messageKey={loadErrorKey ?? undefined} onRetry={onRetry} isRetrying={isRetrying} />
        ) : (
          <Skeleton variant="text" lines={6} />
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
  hasError = false,
  loadErrorKey = null,
  isRetrying = false,
  onRetry,
  money,
  rate,
  locale,
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
      {page ? (
        page.items.length === 0 ? (
          <EmptyState message={t('Rebate.history.empty')} />
        ) : (
          <>
            <Rows>
              {page.items.map((claim) => (
                <Row key={claim.id}>
                  <RowHead>
                    <span>{t(gameKindKey(claim.gameType))}</span>
                    <span>{money(claim.amountCents)}</span>
                  </RowHead>
                  <Facts>
                    <div>
                      <dt>{t('Rebate.history.time')}</dt>
                      <dd>{time(claim.claimedAt)}</dd>
                    </div>
                    <div>
                      <dt>{t('Rebate.validBet')}</dt>
                      <dd>{money(claim.validBetCents)}</dd>
                    </div>
                    <div>
                      <dt>{t('Rebate.rate')}</dt>
                      <dd dir="ltr">{rate(claim.rateBasisPoints)}</dd>
                    </div>
                    <div>
                      <dt>{t('Rebate.history.reference')}</dt>
                      <dd dir="ltr">{claim.id}</dd>
                    </div>
                  </Facts>
                </Row>
              ))}
            </Rows>
            <Pagination page={page.page} totalPages={page.totalPages} onPageChange={onPageChange} />
          </>
        )
      ) : hasError ? (
        <ErrorState messageKey={loadErrorKey ?? undefined} onRetry={onRetry} isRetrying={isRetrying} />
      ) : (
        <Skeleton variant="text" lines={3} />
      )}
    </Panel>
  );
}
