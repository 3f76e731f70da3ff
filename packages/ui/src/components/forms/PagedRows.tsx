import type { ReactNode } from 'react';
import { EmptyState } from '../primitives/EmptyState';
import { ErrorState } from '../primitives/ErrorState';
import { Pagination } from '../primitives/Pagination';
import { Skeleton } from '../primitives/Skeleton';
import { Row, Rows } from './MoneyPanel.styles';

/** How a list of a money page loads: what the container knows of its query. */
export interface ListLoadState {
  readonly isLoading?: boolean;
  readonly hasError?: boolean;
  /** Why loading failed: a key of the `errors` namespace (the api error's `messageKey`). */
  readonly loadErrorKey?: string | null;
  readonly isRetrying?: boolean;
  readonly onRetry?: () => void;
}

export interface LoadFallbackProps extends ListLoadState {
  /** The skeleton's height while loading, in lines, about that of what will come. */
  readonly skeletonLines: number;
}

/** What a panel shows until its data is there: the failure with retry, or a skeleton while loading. */
export function LoadFallback({
  hasError = false,
  loadErrorKey = null,
  isRetrying = false,
  onRetry,
  skeletonLines,
}: LoadFallbackProps) {
  return hasError ? (
    <ErrorState messageKey={loadErrorKey ?? undefined} onRetry={onRetry} isRetrying={isRetrying} />
  ) : (
    <Skeleton variant="text" lines={skeletonLines} />
  );
}

/** One page of records as the platform sends it. */
export interface RecordsPage<Item> {
  readonly items: readonly Item[];
  readonly page: number;
  readonly totalPages: number;
}

export interface PagedRowsProps<Item> extends ListLoadState {
  /** Null while loading or failed. */
  readonly page: RecordsPage<Item> | null;
  readonly onPageChange: (page: number) => void;
  readonly emptyMessage: string;
  /** The skeleton's height while loading, in lines, about that of the first rows. */
  readonly skeletonLines: number;
  readonly rowKey: (item: Item) => string;
  /** A record's card: its head and facts. */
  readonly renderRow: (item: Item) => ReactNode;
}

/**
 * A money page's records page by page (points details, redemptions, rebate claims, invitees): one card per record,
 * then the pager; "nothing yet" when the page is empty, the failure with retry, a skeleton while loading.
 */
export function PagedRows<Item>({
  page,
  onPageChange,
  emptyMessage,
  skeletonLines,
  rowKey,
  renderRow,
  ...load
}: PagedRowsProps<Item>) {
  if (page === null) return <LoadFallback {...load} skeletonLines={skeletonLines} />;
  if (page.items.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <>
      <Rows>
        {page.items.map((item) => (
          <Row key={rowKey(item)}>{renderRow(item)}</Row>
        ))}
      </Rows>
      <Pagination page={page.page} totalPages={page.totalPages} onPageChange={onPageChange} />
    </>
  );
}

export interface FactProps {
  readonly label: string;
  readonly children: ReactNode;
  /** Figures and references read left to right in every language. */
  readonly dir?: 'ltr';
  readonly testId?: string;
}

/** One label and value pair of a record's `Facts`. */
export function Fact({ label, children, dir, testId }: FactProps) {
  return (
    <div>
      <dt>{label}</dt>
      <dd dir={dir} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
