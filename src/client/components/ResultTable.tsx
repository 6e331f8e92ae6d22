import '@mantine/core/styles/Table.css';
import { Alert, Anchor, Button, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { EventResult } from '../../shared/contract/event-detail';
import { formatDollars } from '../../shared/game-rules';
import { formatPtc } from '../../shared/ptc-rules';

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
    <Table.ScrollContainer minWidth={300}>
      <Table striped data-testid="result-table" fz={{ base: 'xs', sm: 'sm' }} horizontalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Place</Table.Th>
            <Table.Th>Player</Table.Th>
            <Table.Th ta="right">Points</Table.Th>
            <Table.Th ta="right">Cash</Table.Th>
            <Table.Th ta="right">PTC</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.rows.map((row) => (
            <Table.Tr key={`${row.place}-${row.customerGuid}`}>
              <Table.Td>{row.place}</Table.Td>
              <Table.Td>
                {row.customerGuid ? (
                  <Anchor component={Link} to={`/profile/${row.customerGuid}`} fz="inherit">
                    {row.playerName}
                  </Anchor>
                ) : (
                  <Text fz="inherit">{row.playerName}</Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{row.pointsValue.toLocaleString('en-AU')}</Table.Td>
              <Table.Td ta="right">
                {row.cash + row.gamePrizeMoney > 0 ? formatDollars(row.cash + row.gamePrizeMoney) : '-'}
              </Table.Td>
              <Table.Td ta="right">{row.ptc > 0 ? formatPtc(row.ptc) : '-'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
