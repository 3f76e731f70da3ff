import { formatBalance, formatLocalDate, formatLocalDateTime } from '@atrium/domain/format';
import { RECORD_RANGE_PRESETS, RECORDS_PAGINATION } from '@atrium/domain/records';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../primitives/DateRangePicker';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Pagination } from '../../primitives/Pagination';
import { Skeleton } from '../../primitives/Skeleton';
import {
  Amount,
  Busy,
  Filters,
  Frame,
  Moment,
  Panel,
  PanelTitle,
  Status,
  TotalItem,
  TotalsList,
  TotalTerm,
  TotalValue,
} from './RecordPage.styles';
import recordsEnglish from '../../../i18n/locales/en/ui/records.json';
import { registerPart } from '../../../i18n/registry';
import type { RecordFormat, RecordRangeValue } from './RecordPage.types';

export type { RecordFormat, RecordRangeValue } from './RecordPage.types';

registerPart('records', recordsEnglish);

// ─── Amounts and times ──────────────────────────────────────────────────────────────────────────────────────

/** Cents as the balance is shown (§9: 2 decimals, thousands separators), with a plus on gains when `signed`. */
export function useMoneyText(currencySymbol: string) {
  const { i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  return (cents: number, signed = false) => {
    const text = formatBalance(cents / 100, { locale, currencySymbol, isHidden: false })?.text ?? '';
    return signed && cents > 0 ? `+${text}` : text;
  };
}

/** An amount, written left to right in every language, a gain or a loss told by its sign, not by colour alone. */
export function MoneyCell({ cents, text, signed = false }: { cents: number; text: string; signed?: boolean }) {
  const tone = !signed || cents === 0 ? 'neutral' : cents > 0 ? 'positive' : 'negative';
  return (
    <Amount dir="ltr" $tone={tone}>
      {text}
    </Amount>
  );
}

/** A moment on the platform clock, written as the page's language writes dates and times (Intl). */
export function TimeText({ at, offsetMinutes }: { at: number; offsetMinutes: number }) {
  const { i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  return <Moment dateTime={new Date(at).toISOString()}>{formatLocalDateTime(at, offsetMinutes, locale)}</Moment>;
}

/** A calendar day (yyyy-MM-dd) written as the page's language writes dates. */
export function DayText({ date }: { date: string }) {
  const { i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  return <Moment dateTime={date}>{formatLocalDate(date, locale)}</Moment>;
}

// ─── Totals ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface RecordTotal {
  readonly id: string;
  readonly label: string;
  readonly cents?: number;
  /** A count instead of an amount. */
  readonly count?: number;
  readonly signed?: boolean;
}

function Totals({ totals, currencySymbol }: { totals: readonly RecordTotal[]; currencySymbol: string }) {
  const { t, i18n } = useTranslation('ui');
  const money = useMoneyText(currencySymbol);
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{t('Records.totals.label')}</PanelTitle>
      <TotalsList>
        {totals.map((total) => (
          <TotalItem key={total.id}>
            <TotalTerm>{total.label}</TotalTerm>
            <TotalValue data-total={total.id}>
              {total.cents !== undefined ? (
                <MoneyCell cents={total.cents} text={money(total.cents, total.signed)} signed={total.signed} />
              ) : (
                new Intl.NumberFormat(i18n.language).format(total.count ?? 0)
              )}
            </TotalValue>
          </TotalItem>
        ))}
      </TotalsList>
    </Panel>
  );
}

// ─── The frame ──────────────────────────────────────────────────────────────────────────────────────────────

export type RecordLoadState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly messageKey?: string; readonly isRetrying?: boolean }
  | { readonly status: 'ready'; readonly isEmpty: boolean; readonly isUpdating?: boolean };

export interface RecordPageFrameProps extends RecordFormat {
  readonly range: RecordRangeValue;
  readonly onRangeChange: (range: RecordRangeValue) => void;
  /** The page's filters (selects), if any. */
  readonly filters?: ReactNode;
  readonly state: RecordLoadState;
  readonly onRetry: () => void;
  /** The totals over the whole range and filter; shown once loaded and not empty. */
  readonly totals?: readonly RecordTotal[];
  readonly page?: number;
  readonly totalPages?: number;
  readonly onPageChange?: (page: number) => void;
  /** The list (a RecordTable), shown when ready and not empty. */
  readonly children?: ReactNode;
}

/**
 * The frame every record page shares (§2 personalHistoryCopy, transactionHistory, personalProfit, bonusDetails):
 * the range and the filters, then the totals, the list and its pager; or the list's loading, empty or failed state.
 * While another range or page loads, the previous answer stays with an "updating" note (no jump to a skeleton).
 */
export function RecordPageFrame({
  range,
  onRangeChange,
  now,
  offsetMinutes,
  currencySymbol,
  filters,
  state,
  onRetry,
  totals,
  page = 1,
  totalPages = 0,
  onPageChange,
  children,
}: RecordPageFrameProps) {
  const { t } = useTranslation('ui');
  const listId = useId();
  return (
    <Frame>
      <Panel aria-label={t('Records.filters.label')}>
        <DateRangePicker
          value={range}
          onChange={onRangeChange}
          now={now}
          offsetMinutes={offsetMinutes}
          presets={RECORD_RANGE_PRESETS}
        />
        {filters && <Filters>{filters}</Filters>}
      </Panel>
      {state.status === 'loading' ? (
        <Panel aria-labelledby={listId} aria-busy="true">
          <PanelTitle id={listId}>{t('Records.list.title')}</PanelTitle>
          <Busy>
            <Status role="status">{t('Records.list.loading')}</Status>
            <Skeleton variant="text" lines={6} />
          </Busy>
        </Panel>
      ) : state.status === 'error' ? (
        <Panel aria-labelledby={listId}>
          <PanelTitle id={listId}>{t('Records.list.title')}</PanelTitle>
          <ErrorState messageKey={state.messageKey} onRetry={onRetry} isRetrying={state.isRetrying} />
        </Panel>
      ) : state.isEmpty ? (
        <Panel aria-labelledby={listId}>
          <PanelTitle id={listId}>{t('Records.list.title')}</PanelTitle>
          <EmptyState message={t('Records.list.empty')} />
        </Panel>
      ) : (
        <>
          {totals && totals.length > 0 && <Totals totals={totals} currencySymbol={currencySymbol} />}
          <Panel aria-labelledby={listId} aria-busy={state.isUpdating || undefined}>
            <PanelTitle id={listId}>{t('Records.list.title')}</PanelTitle>
            {state.isUpdating && <Status role="status">{t('Records.list.updating')}</Status>}
            {children}
            {onPageChange && (
              <Pagination
                page={page}
                totalPages={totalPages}
                onPageChange={onPageChange}
                preset={RECORDS_PAGINATION}
                label={t('Records.list.pages')}
              />
            )}
          </Panel>
        </>
      )}
    </Frame>
  );
}
