import { Fragment } from 'react';
import '@mantine/core/styles/Table.css';
import './data-table.css';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DataColumn<Row> {
  key: string;
  /** The column's name, in the spec's words; on a phone it labels the cell. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures: right-aligned on a wide screen. */
  numeric?: boolean;
  /** The row's title (the player, venue or event): across the top of the row's card on a phone. */
  lead?: boolean;
  /** Left out on a phone (the spec hides the date of a profile's results there). */
  wideOnly?: boolean;
}

/**
 * Every table of the site: columns on a wide screen; on a phone each row becomes a card, its lead cell on
 * top and the other cells under it, each labelled with its column's name (data-table.css), so every column
 * stays on screen at 320 px. `cards={false}` keeps a narrow table (two to four short columns) a table.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  label,
  testId,
  rowTestId,
  busy,
  striped = false,
  cards = true,
  rowProps,
}: {
  rows: readonly Row[];
  columns: DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  label?: string;
  testId?: string;
  rowTestId?: string;
  busy?: boolean;
  striped?: boolean;
  cards?: boolean;
  /** Marks a row (the signed-in member's own, say). */
  rowProps?: (row: Row) => { 'aria-current'?: 'true'; bg?: string } | undefined;
}) {
  return (
    <Table
      className="apl-data-table"
      data-cards={cards || undefined}
      striped={striped}
      highlightOnHover
      aria-label={label}
      aria-busy={busy}
      data-testid={testId}
      horizontalSpacing="xs"
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th
              key={column.key}
              data-numeric={column.numeric || undefined}
              data-wide-only={column.wideOnly || undefined}
            >
              {column.header.split(' ').map((word, index, words) => (
                // A header's words are fixed text: the word with what precedes it is a stable key.
                <Fragment key={words.slice(0, index + 1).join(' ')}>
                  {index > 0 ? ' ' : ''}
                  <span className="apl-data-table-word">{word}</span>
                </Fragment>
              ))}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} data-testid={rowTestId} {...rowProps?.(row)}>
            {columns.map((column) => (
              <Table.Td
                key={column.key}
                data-numeric={column.numeric || undefined}
                data-label={column.header}
                data-lead={column.lead || undefined}
                data-wide-only={column.wideOnly || undefined}
              >
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
