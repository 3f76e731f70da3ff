import { type ReactNode } from 'react';
import { Table, TableScroll } from './RecordPage.styles';

// ─── Table that becomes cards on phones ─────────────────────────────────────────────────────────────────────

export interface RecordColumn<T> {
  readonly id: string;
  /** The column's header, already translated (also each card line's label on phones). */
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
  readonly isNumeric?: boolean;
  /** The row's name (a header cell for the row), e.g. the game or the reference. */
  readonly isRowHeader?: boolean;
}

export interface RecordTableProps<T> {
  readonly caption: string;
  readonly columns: readonly RecordColumn<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string;
}

/**
 * A table from the tablet width up; on a phone each row is a card whose lines carry their column's name. The
 * roles are written out so the table keeps its meaning for screen readers when the cards change its display. A
 * table wider than its column scrolls sideways in a named, focusable region; its words and amounts never split.
 */
export function RecordTable<T>({ caption, columns, rows, rowKey }: RecordTableProps<T>) {
  return (
    <TableScroll role="region" aria-label={caption} tabIndex={0}>
      <Table role="table">
        <caption>{caption}</caption>
        <thead>
          <tr role="row">
            {columns.map((column) => (
              <th key={column.id} role="columnheader" scope="col" data-numeric={column.isNumeric || undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th key={column.id} role="rowheader" scope="row" data-label={column.header}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} data-label={column.header} data-numeric={column.isNumeric || undefined}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
