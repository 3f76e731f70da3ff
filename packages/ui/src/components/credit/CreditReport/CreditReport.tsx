import { formatBalance } from '@atrium/domain/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import creditEnglish from '../../../i18n/locales/en/ui/credit.json';
import { registerPart } from '../../../i18n/registry';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Pagination } from '../../primitives/Pagination';
import { Skeleton } from '../../primitives/Skeleton';
import {
  Amount,
  Panel,
  PanelTitle,
  Status,
  TotalItem,
  TotalsList,
  TotalTerm,
  TotalValue,
} from '../../records/RecordPage/RecordPage.styles';
import { RecordTable, type RecordColumn } from '../../records/RecordPage/RecordTable';
import type { CreditPeriodView, CreditReportView, CreditStatementView } from '../types';
import { Fill, MeterLabel, Page, Range, StatusText, Title, Track, Warning } from './CreditReport.styles';

registerPart('credit', creditEnglish);

export interface CreditReportProps {
  /** `notEnabled`: the account has no credit line (an answer, not a failure). */
  readonly state: 'loading' | 'error' | 'notEnabled' | 'ready';
  readonly report?: CreditReportView | null;
  /** Another page is loading while this one stays on screen. */
  readonly isUpdating?: boolean;
  readonly onPageChange: (page: number) => void;
  /** The failure's message key (errors namespace) in the error state. */
  readonly errorMessageKey?: string;
  readonly onRetry?: () => void;
  readonly isRetrying?: boolean;
}

const PAGINATION = { range: 5, margin: 2 } as const;

/** The platform's periods are UTC days: they are shown as such, whatever the reader's zone. */
function useFormats(currencySymbol: string) {
  const { i18n } = useTranslation('ui');
  const locale = i18n.resolvedLanguage ?? 'en';
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    money: (cents: number, signed = false) => {
      const text = formatBalance(cents / 100, { locale, currencySymbol, isHidden: false })?.text ?? '';
      return signed && cents > 0 ? `+${text}` : text;
    },
    day: (at: number) => days.format(new Date(at)),
  };
}

/** An amount, written left to right in every language; a gain or a loss told by its sign, not by colour alone. */
function Money({ cents, text, signed = false }: { cents: number; text: string; signed?: boolean }) {
  const tone = !signed || cents === 0 ? 'neutral' : cents > 0 ? 'positive' : 'negative';
  return (
    <Amount dir="ltr" $tone={tone}>
      {text}
    </Amount>
  );
}

function CreditLine({ report }: { report: CreditReportView }) {
  const { t } = useTranslation('ui');
  const { money } = useFormats(report.currencySymbol);
  const headingId = useId();
  const meterId = useId();
  const percent =
    report.limitCents > 0 ? Math.min(100, Math.max(0, Math.round((report.usedCents / report.limitCents) * 100))) : 0;
  const items = [
    { id: 'limit', cents: report.limitCents },
    { id: 'used', cents: report.usedCents },
    { id: 'available', cents: report.availableCents },
  ] as const;
  return (
    <Panel aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{t('CreditReport.line.title')}</PanelTitle>
      <TotalsList>
        {items.map((item) => (
          <TotalItem key={item.id}>
            <TotalTerm>{t(`CreditReport.line.${item.id}`)}</TotalTerm>
            <TotalValue data-credit={item.id}>
              <Money cents={item.cents} text={money(item.cents)} />
            </TotalValue>
          </TotalItem>
        ))}
      </TotalsList>
      <MeterLabel>
        <span id={meterId}>{t('CreditReport.line.meter')}</span>
        <span dir="ltr">{`${percent}%`}</span>
      </MeterLabel>
      <Track
        role="meter"
        aria-labelledby={meterId}
        aria-valuemin={0}
        aria-valuemax={report.limitCents / 100}
        aria-valuenow={Math.min(report.usedCents, report.limitCents) / 100}
        aria-valuetext={t('CreditReport.line.meterText', {
          used: money(report.usedCents),
          limit: money(report.limitCents),
        })}
      >
        <Fill $percent={percent} />
      </Track>
      <Status>{t(`CreditReport.line.cycle.${report.cycle}`)}</Status>
    </Panel>
  );
}

function CurrentPeriod({ period, currencySymbol }: { period: CreditPeriodView; currencySymbol: string }) {
  const { t } = useTranslation('ui');
  const { money, day } = useFormats(currencySymbol);
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <PanelTitle id={headingId}>{t('CreditReport.current.title')}</PanelTitle>
      <TotalsList>
        <TotalItem>
          <TotalTerm>{t('CreditReport.current.period')}</TotalTerm>
          <TotalValue>
            <Range>
              {t('CreditReport.current.periodText', { start: day(period.startsAt), end: day(period.endsAt) })}
            </Range>
          </TotalValue>
        </TotalItem>
        <TotalItem>
          <TotalTerm>{t('CreditReport.column.validBet')}</TotalTerm>
          <TotalValue>
            <Money cents={period.validBetCents} text={money(period.validBetCents)} />
          </TotalValue>
        </TotalItem>
        <TotalItem>
          <TotalTerm>{t('CreditReport.column.winLoss')}</TotalTerm>
          <TotalValue data-credit="currentWinLoss">
            <Money cents={period.winLossCents} text={money(period.winLossCents, true)} signed />
          </TotalValue>
        </TotalItem>
        <TotalItem>
          <TotalTerm>{t('CreditReport.current.dueAt')}</TotalTerm>
          <TotalValue>{day(period.dueAt)}</TotalValue>
        </TotalItem>
      </TotalsList>
      <Status>{t('CreditReport.current.note')}</Status>
    </Panel>
  );
}

function Statements({
  report,
  isUpdating,
  onPageChange,
}: {
  report: CreditReportView;
  isUpdating: boolean;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('ui');
  const { money, day } = useFormats(report.currencySymbol);
  const headingId = useId();
  const signedMoney = (cents: number) => <Money cents={cents} text={money(cents, true)} signed />;
  const columns: readonly RecordColumn<CreditStatementView>[] = [
    {
      id: 'period',
      header: t('CreditReport.column.period'),
      isRowHeader: true,
      cell: (s) => (
        <Range>{t('CreditReport.current.periodText', { start: day(s.startsAt), end: day(s.endsAt) })}</Range>
      ),
    },
    {
      id: 'validBet',
      header: t('CreditReport.column.validBet'),
      isNumeric: true,
      cell: (s) => <Money cents={s.validBetCents} text={money(s.validBetCents)} />,
    },
    {
      id: 'winLoss',
      header: t('CreditReport.column.winLoss'),
      isNumeric: true,
      cell: (s) => signedMoney(s.winLossCents),
    },
    {
      id: 'adjustments',
      header: t('CreditReport.column.adjustments'),
      isNumeric: true,
      cell: (s) => signedMoney(s.adjustmentsCents),
    },
    {
      id: 'settled',
      header: t('CreditReport.column.settled'),
      isNumeric: true,
      cell: (s) => signedMoney(s.settledCents),
    },
    {
      id: 'outstanding',
      header: t('CreditReport.column.outstanding'),
      isNumeric: true,
      cell: (s) => signedMoney(s.outstandingCents),
    },
    { id: 'dueAt', header: t('CreditReport.column.dueAt'), cell: (s) => day(s.dueAt) },
    {
      id: 'status',
      header: t('CreditReport.column.status'),
      cell: (s) => <StatusText $status={s.status}>{t(`CreditReport.status.${s.status}`)}</StatusText>,
    },
  ];
  const hasOverdue = report.statements.some((s) => s.status === 'overdue');
  return (
    <Panel aria-labelledby={headingId} aria-busy={isUpdating || undefined}>
      <PanelTitle id={headingId}>{t('CreditReport.statements.title')}</PanelTitle>
      {isUpdating && <Status role="status">{t('CreditReport.updating')}</Status>}
      {hasOverdue && <Warning>{t('CreditReport.statements.overdue')}</Warning>}
      {report.statements.length === 0 ? (
        <EmptyState message={t('CreditReport.statements.empty')} />
      ) : (
        <RecordTable
          caption={t('CreditReport.statements.caption')}
          columns={columns}
          rows={report.statements}
          rowKey={(s) => String(s.startsAt)}
        />
      )}
      <Pagination
        page={report.page}
        totalPages={report.totalPages}
        onPageChange={onPageChange}
        preset={PAGINATION}
        label={t('CreditReport.statements.pages')}
      />
    </Panel>
  );
}

/**
 * §2 Other screens "credit report": on a credit-market merchant (CREDITMAR3) a member plays on a line the upline
 * grants and settles by period. The line (limit, used, available and a meter of what is used), the current period,
 * and the past statements (a table from the tablet width, cards on phones) with their pages; or the loading, failed
 * (with retry) or no-credit-line state.
 */
export function CreditReport({
  state,
  report,
  isUpdating = false,
  onPageChange,
  errorMessageKey,
  onRetry,
  isRetrying = false,
}: CreditReportProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <Page aria-labelledby={titleId}>
      <Title id={titleId}>{t('CreditReport.title')}</Title>
      {state === 'loading' && (
        <div role="status" aria-label={t('CreditReport.loading')}>
          <Skeleton variant="block" aspectRatio="4 / 1" />
          <Skeleton lines={6} />
        </div>
      )}
      {state === 'error' && <ErrorState messageKey={errorMessageKey} onRetry={onRetry} isRetrying={isRetrying} />}
      {state === 'notEnabled' && <EmptyState message={t('CreditReport.notEnabled')} />}
      {state === 'ready' && report && (
        <>
          <CreditLine report={report} />
          <CurrentPeriod period={report.current} currencySymbol={report.currencySymbol} />
          <Statements report={report} isUpdating={isUpdating} onPageChange={onPageChange} />
        </>
      )}
    </Page>
  );
}
