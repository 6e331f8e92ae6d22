import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import { chipRacesByBreak, chipRaceText } from '../../../shared/chip-race';
import type { BlindRow } from '../../../shared/contract/event-detail';

/** Blind levels with their start times; a break row names its length and the chips to colour up. */
export function BlindStructureTable({ rows }: { rows: BlindRow[] }) {
  if (rows.length === 0) return <Text c="dimmed">No Data</Text>;
  const races = chipRacesByBreak(rows);
  return (
    <Table striped data-testid="blind-structure">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Time</Table.Th>
          <Table.Th ta="right">Small</Table.Th>
          <Table.Th ta="right">Big</Table.Th>
          <Table.Th ta="right">Ante</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          if (!row.breakRow) {
            return (
              <Table.Tr key={`r${row.roundNumber}`}>
                <Table.Td>{row.blindStartTime}</Table.Td>
                <Table.Td ta="right">{row.smallBlind.toLocaleString('en-AU')}</Table.Td>
                <Table.Td ta="right">{row.bigBlind.toLocaleString('en-AU')}</Table.Td>
                <Table.Td ta="right">{row.ante ? row.ante.toLocaleString('en-AU') : '-'}</Table.Td>
              </Table.Tr>
            );
          }
          const raced = races.get(row.roundNumber);
          return (
            <Table.Tr key={`b${row.roundNumber}`} bg="var(--mantine-color-gray-1)">
              <Table.Td>{row.blindStartTime}</Table.Td>
              <Table.Td colSpan={3} fw={600}>
                Break - {row.breakLength} minute(s)
                {raced !== undefined && (
                  <Text span fz="xs" fw={400} c="dimmed" ml="xs">
                    {chipRaceText(raced)}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
