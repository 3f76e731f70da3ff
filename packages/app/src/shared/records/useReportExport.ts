import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CsvTableOf, ReportExportHandler } from '@atrium/ui/records';
import { downloadTable } from './csv';

/** The most rows the platform hands over in one page (larger sizes are refused with request_param_err). */
export const EXPORT_PAGE_SIZE = 100;

/**
 * The most lines one file holds. A week of a large team's account details is tens of thousands of lines, hundreds
 * of requests: past this the export asks for a narrower selection rather than keep the user waiting minutes, or save
 * a file cut short that would pass for the whole selection.
 */
export const EXPORT_MAX_ROWS = 10_000;

/** How many pages are asked for at once: enough to overlap the round trips, few enough to leave the page responsive. */
const PAGES_AT_ONCE = 4;

/** One page of a report as the export reads it: its rows and how many rows the filters select in all. */
export interface ExportPage<T> {
  readonly rows: readonly T[];
  readonly totalRows: number;
}

/**
 * A report's CSV export, one path for every report: every page the filters in the address select (not the page on
 * screen, which while "Updating…" is still the previous range's), then saved under a name saying the report and the
 * range it holds. A page is read through the report's own query (a page already read is not asked again) with
 * `retry: false`: the export is the user's own action, so a failure rejects at once, nothing is saved, and the button
 * says so beside it.
 */
export function useReportExport<T>(
  fileName: string,
  fetchPage: (queryClient: QueryClient, page: number) => Promise<ExportPage<T>>,
): ReportExportHandler<T> {
  const queryClient = useQueryClient();
  return async (toTable: CsvTableOf<T>) => {
    const first = await fetchPage(queryClient, 1);
    if (first.totalRows > EXPORT_MAX_ROWS) {
      return { status: 'tooLarge', rowCount: first.totalRows, maxRows: EXPORT_MAX_ROWS };
    }
    const totalPages = Math.ceil(first.totalRows / EXPORT_PAGE_SIZE);
    const rest: number[] = [];
    for (let page = 2; page <= totalPages; page += 1) rest.push(page);
    const rows = [...first.rows];
    for (let i = 0; i < rest.length; i += PAGES_AT_ONCE) {
      const pages = await Promise.all(rest.slice(i, i + PAGES_AT_ONCE).map((page) => fetchPage(queryClient, page)));
      for (const page of pages) rows.push(...page.rows);
    }
    downloadTable(fileName, toTable(rows));
    return { status: 'saved' };
  };
}
