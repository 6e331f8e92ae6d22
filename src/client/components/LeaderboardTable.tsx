import '@mantine/core/styles/Table.css';
import { Anchor, Avatar, Button, Group, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import type { LeaderboardRow } from '../../shared/contract/leaderboard';
import { formatDollars } from '../../shared/game-rules';
import { DEFAULT_AVATAR } from '../../shared/site';

const FIRST_ROWS = 20;

/** A scoreboard's standings, the top 20 until asked for all; each player links to their profile. */
export function LeaderboardTable({ rows, loading }: { rows: LeaderboardRow[]; loading: boolean }) {
  const [all, { open: showAll }] = useDisclosure(false);
  if (!loading && rows.length === 0) return <Text c="dimmed">No Data</Text>;
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <>
      {/* Fits a 390 px phone whole (small type, narrow gaps, no avatars); narrower, it scrolls by itself. */}
      <Table.ScrollContainer minWidth={300}>
        <Table
          striped
          highlightOnHover
          aria-busy={loading}
          data-testid="leaderboard-table"
          fz={{ base: 'xs', sm: 'sm' }}
          horizontalSpacing={6}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Rank</Table.Th>
              <Table.Th>Player</Table.Th>
              <Table.Th ta="right">Pts</Table.Th>
              <Table.Th ta="right">Played</Table.Th>
              <Table.Th ta="right">FT</Table.Th>
              <Table.Th ta="right">Won</Table.Th>
              <Table.Th ta="right">Winnings</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.rank}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Avatar src={row.avatar || DEFAULT_AVATAR} alt="" size="sm" visibleFrom="sm">
                      <img src={DEFAULT_AVATAR} alt="" width={26} height={26} />
                    </Avatar>
                    <Anchor component={Link} to={`/profile/${row.customerGuid}`} fz="inherit">
                      {row.name}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{row.pts.toLocaleString('en-AU')}</Table.Td>
                <Table.Td ta="right">{row.played}</Table.Td>
                <Table.Td ta="right">{row.ft}</Table.Td>
                <Table.Td ta="right">{row.won}</Table.Td>
                <Table.Td ta="right">{row.winnings > 0 ? formatDollars(row.winnings) : '-'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown.length < rows.length && (
        <Button variant="subtle" size="xs" onClick={showAll}>
          Show all {rows.length} players
        </Button>
      )}
    </>
  );
}
