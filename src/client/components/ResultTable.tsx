import { Alert, Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { EventResult } from '../../shared/contract/event-detail';
import { formatPrize } from '../../shared/money';
import { formatPtc } from '../../shared/ptc-rules';
import { type DataColumn, DataTable } from './DataTable';

type ResultRow = EventResult['rows'][number];

const RESULT_COLUMNS: DataColumn<ResultRow>[] = [
  { key: 'place', header: 'Place', cell: (row) => row.place },
  {
    key: 'player',
    header: 'Player',
    lead: true,
    cell: (row) =>
      row.customerGuid ? (
        <Anchor component={Link} to={`/profile/${row.customerGuid}`} fz="inherit">
          {row.playerName}
        </Anchor>
      ) : (
        <Text fz="inherit">{row.playerName}</Text>
      ),
  },
  { key: 'points', header: 'Points', numeric: true, cell: (row) => row.pointsValue.toLocaleString('en-AU') },
  { key: 'cash', header: 'Cash', numeric: true, cell: (row) => formatPrize(row.cash + row.gamePrizeMoney) },
  { key: 'ptc', header: 'PTC', numeric: true, cell: (row) => (row.ptc > 0 ? formatPtc(row.ptc) : '-') },
];

export const NO_RESULT_TEXT = 'Result will not be available until the event is closed';

export const RESULT_FAILED_TEXT = 'The result could not be loaded.';

/** One event's finishing places; an open event (or none) has no result yet; a failed load offers a retry. */
export function ResultTable({
  result,
  loading,
  onRetry,
}: {
  result: EventResult | null;
  loading: boolean;
  /** Set when loading the result failed. */
  onRetry?: (() => void) | undefined;
}) {
  if (loading) return <Text c="dimmed">Loading results…</Text>;
  if (onRetry)
    return (
      <Alert color="red" title={RESULT_FAILED_TEXT}>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  if (!result?.closed || result.rows.length === 0) return <Text c="dimmed">{NO_RESULT_TEXT}</Text>;
  return (
    <DataTable
      rows={result.rows}
      columns={RESULT_COLUMNS}
      rowKey={(row) => `${row.place}-${row.customerGuid}`}
      testId="result-table"
      striped
    />
  );
}
