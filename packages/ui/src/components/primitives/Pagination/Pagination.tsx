import { paginationWindow, showsPagination, type PaginationPreset } from '@atrium/domain/format';
import { LOBBY_PAGINATION } from '@atrium/domain/lobby';
import { useTranslation } from 'react-i18next';
import { Arrow, Ellipsis, List, Nav, PageButton, StepButton } from './Pagination.styles';

export interface PaginationProps {
  /** The current page, from 1. */
  readonly page: number;
  readonly totalPages: number;
  readonly onPageChange: (page: number) => void;
  /** Window width and end margins: the lobby's (range 5, margin 2) by default; announcements use margin 1. */
  readonly preset?: Pick<PaginationPreset, 'range' | 'margin'>;
  /** Name of the navigation landmark, already translated; "Pagination" by default. */
  readonly label?: string;
}

/**
 * The pager (spec §2 "pagination when more than one page", §9 range and margin): the page links come from the
 * domain's window rule; nothing renders with a single page.
 */
export function Pagination({ page, totalPages, onPageChange, preset = LOBBY_PAGINATION, label }: PaginationProps) {
  const { t } = useTranslation('ui');
  if (!showsPagination(totalPages)) return null;
  const items = paginationWindow(page, totalPages, preset.range, preset.margin);
  const current = items.find((item) => item.kind === 'page' && item.isCurrent);
  const currentPage = current?.kind === 'page' ? current.page : 1;
  return (
    <Nav aria-label={label ?? t('Pagination.label')}>
      <List>
        <li>
          <StepButton
            type="button"
            aria-label={t('Pagination.previous')}
            disabled={currentPage <= 1}
            onClick={() => onPageChange(currentPage - 1)}
          >
            <Arrow aria-hidden="true" viewBox="0 0 24 24" focusable="false">
              <path d="M15 5l-7 7 7 7" />
            </Arrow>
          </StepButton>
        </li>
        {items.map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={`ellipsis-${item.position}`} aria-hidden="true">
              <Ellipsis>…</Ellipsis>
            </li>
          ) : (
            <li key={item.page}>
              <PageButton
                type="button"
                aria-label={t('Pagination.page', { page: item.page })}
                aria-current={item.isCurrent ? 'page' : undefined}
                onClick={item.isCurrent ? undefined : () => onPageChange(item.page)}
              >
                {item.page}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <StepButton
            type="button"
            aria-label={t('Pagination.next')}
            disabled={currentPage >= totalPages}
            onClick={() => onPageChange(currentPage + 1)}
          >
            <Arrow aria-hidden="true" viewBox="0 0 24 24" focusable="false">
              <path d="M9 5l7 7-7 7" />
            </Arrow>
          </StepButton>
        </li>
      </List>
    </Nav>
  );
}
