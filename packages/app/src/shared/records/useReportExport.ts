import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CsvTableOf, ReportExportHandler } from '@atrium/ui/records';
import { downloadTable } from './csv';

/** The most rows the platform hands over in one page (larger sizes are refused with request_param_err). */
export const EXPORT_PAGE_SIZE = 100;

/** One page of a report as the export reads it: its rows and how many pages the filters select. */
export interface ExportPage<T> {
  readonly rows: readonly T[];
  readonly totalPages: number;
}

/**
 * A report's CSV export, one path for every report: every page the filters in the address select, fetched one after
 * another (not the page on screen, which while "Updating…" is still the previous range's), then saved under a name
 * saying the report and the range it holds. A page is read through the report's own query (a page already read is
 * not asked again) with `retry: false`: the export is the user's own action, so a failure rejects at once, nothing
 * is saved, and the button says so beside it.
 */
export function useReportExport<T>(
  fileName: string,
  fetchPage: (queryClient: QueryClient, page: number) => Promise<ExportPage<T>>,
): ReportExportHandler<T> {
  const queryClient = useQueryClient();
  return async (toTable: CsvTableOf<T>) => {
    const first = await fetchPage(queryClient, 1);
    const rows = [...first.rows];
    for (let page = 2; page <= first.totalPages; page += 1) {
      rows.push(...(await fetchPage(queryClient, page)).rows);
    }
    downloadTable(fileName, toTable(rows));
  };
}
