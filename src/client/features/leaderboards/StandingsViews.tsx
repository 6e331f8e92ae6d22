import '@mantine/core/styles/Table.css';
import { Anchor, Avatar, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import type { LeaderboardRow } from '../../../shared/contract/leaderboard';
import { formatDollars } from '../../../shared/game-rules';
import { DEFAULT_AVATAR } from '../../../shared/site';

/** The avatar, falling back to the default when the picture is missing or broken (spec section 8). */
export function PlayerAvatar({ row, size = 'sm' }: { row: LeaderboardRow; size?: 'sm' | 'lg' }) {
  return (
    <Avatar src={row.avatar || DEFAULT_AVATAR} alt="" size={size}>
      <img src={DEFAULT_AVATAR} alt="" width={size === 'lg' ? 56 : 26} height={size === 'lg' ? 56 : 26} />
    </Avatar>
  );
}

const PlayerLink = ({ row }: { row: LeaderboardRow }) => (
  <Anchor component={Link} to={`/profile/${row.customerGuid}`} fz="sm" fw={600}>
    {row.name}
  </Anchor>
);

const money = (amount: number) => (amount > 0 ? formatDollars(amount) : '-');

const NO_ROWS: LeaderboardRow[] = [];
/** About a phone screen of rows. */
const FIRST_ROWS = 10;

/**
 * The rows to draw: as many as were drawn before (at least the first ten) at once, the rest (up to 100) in
 * a deferred render, which React splits into short tasks so the page answers taps meanwhile.
 */
function useRowsInStages(rows: LeaderboardRow[]) {
  const drawn = useDeferredValue(rows, NO_ROWS);
  return drawn === rows ? rows : rows.slice(0, Math.max(FIRST_ROWS, drawn.length));
}

/** A podium place's height (a large avatar, or the name and two lines of figures): its placeholder's too. */
const PODIUM_PLACE_HEIGHT = 86;

/** The top three as a podium: rank, score, played, final tables, wins and prize money. */
export function Podium({ rows }: { rows: LeaderboardRow[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="podium" aria-label="Top three">
      {rows.map((row) => (
        <Card key={row.id} withBorder padding="sm" mih={PODIUM_PLACE_HEIGHT} data-testid="podium-place">
          <Group wrap="nowrap" gap="sm">
            <Text fz="xl" fw={800} aria-label={`Rank ${row.rank}`}>
              #{row.rank}
            </Text>
            <PlayerAvatar row={row} size="lg" />
            <Stack gap={2}>
              <PlayerLink row={row} />
              <Text fz="xs" c="gray.7">
                S {row.pts.toLocaleString('en-AU')} · P {row.played} · FT {row.ft} · W {row.won} · ${' '}
                {money(row.winnings)}
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The podium's place until the first standings arrive, as tall as it will be: nothing below it moves. */
export function PodiumPlaceholder() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <Skeleton h={PODIUM_PLACE_HEIGHT} radius="md" />
      <Skeleton h={PODIUM_PLACE_HEIGHT} radius="md" />
      <Skeleton h={PODIUM_PLACE_HEIGHT} radius="md" />
    </SimpleGrid>
  );
}

/** The table's place until the first standings arrive: its first rows' height, past a phone's first screen. */
export function TablePlaceholder() {
  return <Skeleton h={FIRST_ROWS * 45} />;
}

/** The standings: Player, Score, Played, Final table, Win, Prize, with the legend. */
export function StandingsTable({ rows, busy }: { rows: LeaderboardRow[]; busy: boolean }) {
  const shown = useRowsInStages(rows);
  return (
    <>
      <Table.ScrollContainer minWidth={300} type="native">
        <Table highlightOnHover aria-busy={busy} data-testid="standings-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Player</Table.Th>
              <Table.Th ta="right">Score</Table.Th>
              <Table.Th ta="right">Played</Table.Th>
              <Table.Th ta="right">Final table</Table.Th>
              <Table.Th ta="right">Win</Table.Th>
              <Table.Th ta="right">Prize</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.id} data-testid="standings-row">
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text fz="sm" w={28}>
                      {row.rank}
                    </Text>
                    <PlayerAvatar row={row} />
                    <PlayerLink row={row} />
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{row.pts.toLocaleString('en-AU')}</Table.Td>
                <Table.Td ta="right">{row.played}</Table.Td>
                <Table.Td ta="right">{row.ft}</Table.Td>
                <Table.Td ta="right">{row.won}</Table.Td>
                <Table.Td ta="right">{money(row.winnings)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text fz="xs" c="gray.7">
        S score · P played · W wins · FT final tables · $ winnings
      </Text>
    </>
  );
}

/** The money leaderboard: rank, avatar and name, and all time won. */
export function MoneyTable({ rows, busy }: { rows: LeaderboardRow[]; busy: boolean }) {
  const shown = useRowsInStages(rows);
  return (
    <Table highlightOnHover aria-busy={busy} data-testid="money-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Player</Table.Th>
          <Table.Th ta="right">All Time Won</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shown.map((row) => (
          <Table.Tr key={row.id} data-testid="standings-row">
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Text fz="sm" w={28}>
                  {row.rank}
                </Text>
                <PlayerAvatar row={row} />
                <PlayerLink row={row} />
              </Group>
            </Table.Td>
            <Table.Td ta="right">{formatDollars(row.winnings)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
