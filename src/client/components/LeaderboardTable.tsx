import { Anchor, Avatar, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import type { LeaderboardRow } from '../../shared/contract/leaderboard';
import { formatPrize } from '../../shared/money';
import { LEADERBOARD_COLUMNS } from '../../shared/names';
import { DEFAULT_AVATAR } from '../../shared/site';
import { type DataColumn, DataTable } from './DataTable';
import { useMember } from './member';

/** The avatar, falling back to the default when the picture is missing or broken (spec section 8). */
export function PlayerAvatar({ row, size = 'sm' }: { row: LeaderboardRow; size?: 'sm' | 'lg' }) {
  return (
    <Avatar src={row.avatar || DEFAULT_AVATAR} alt="" size={size}>
      <img src={DEFAULT_AVATAR} alt="" width={size === 'lg' ? 56 : 26} height={size === 'lg' ? 56 : 26} />
    </Avatar>
  );
}

export const PlayerLink = ({ row }: { row: LeaderboardRow }) => (
  <Anchor component={Link} to={`/profile/${row.customerGuid}`} fz="sm" fw={600}>
    {row.name}
  </Anchor>
);

/** Rank, avatar and name: a leaderboard row's lead cell. */
const RankedPlayer = ({ row }: { row: LeaderboardRow }) => (
  <Group gap="xs" wrap="nowrap">
    <Text fz="sm" miw={28}>
      {row.rank}
    </Text>
    <PlayerAvatar row={row} />
    <PlayerLink row={row} />
  </Group>
);

/** Every leaderboard's columns, in the spec's words: Player, Score, Played, Final table, Win, Prize. */
const STANDINGS_COLUMNS: DataColumn<LeaderboardRow>[] = [
  {
    key: 'player',
    header: LEADERBOARD_COLUMNS.player,
    lead: true,
    cell: (row) => <RankedPlayer row={row} />,
  },
  {
    key: 'pts',
    header: LEADERBOARD_COLUMNS.pts,
    numeric: true,
    cell: (row) => row.pts.toLocaleString('en-AU'),
  },
  { key: 'played', header: LEADERBOARD_COLUMNS.played, numeric: true, cell: (row) => row.played },
  { key: 'ft', header: LEADERBOARD_COLUMNS.ft, numeric: true, cell: (row) => row.ft },
  { key: 'won', header: LEADERBOARD_COLUMNS.won, numeric: true, cell: (row) => row.won },
  {
    key: 'winnings',
    header: LEADERBOARD_COLUMNS.winnings,
    numeric: true,
    cell: (row) => formatPrize(row.winnings),
  },
];

/** The money leaderboard's columns: rank, avatar and name, and all time won. */
const MONEY_COLUMNS: DataColumn<LeaderboardRow>[] = [
  { key: 'player', header: LEADERBOARD_COLUMNS.player, cell: (row) => <RankedPlayer row={row} /> },
  { key: 'winnings', header: 'All Time Won', numeric: true, cell: (row) => formatPrize(row.winnings) },
];

/**
 * A leaderboard's rows as a table (cards on a phone); the money board keeps its two columns. A signed-in
 * member on the board (the server adds their row after the top 100 when they rank lower) sees their own
 * rank and row above it, and their row stands out in the list.
 */
export function StandingsRows({
  rows,
  all = rows,
  busy,
  testId,
  money = false,
}: {
  rows: readonly LeaderboardRow[];
  /** Every row of the board, when only some are shown. */
  all?: readonly LeaderboardRow[];
  busy: boolean;
  testId: string;
  money?: boolean;
}) {
  const member = useMember();
  const isOwn = (row: LeaderboardRow) => member !== null && row.customerGuid === member.customerGuid;
  const own = all.find(isOwn);
  const columns = money ? MONEY_COLUMNS : STANDINGS_COLUMNS;
  return (
    <>
      {own && (
        <section aria-label="Your standing" data-testid="own-standing">
          <Text fz="sm" fw={700}>
            Your rank: {own.rank}
          </Text>
          <DataTable rows={[own]} columns={columns} cards={!money} rowKey={(row) => row.id} />
        </section>
      )}
      <DataTable
        rows={rows}
        columns={columns}
        cards={!money}
        rowKey={(row) => row.id}
        testId={testId}
        rowTestId="standings-row"
        busy={busy}
        striped
        rowProps={(row) => (isOwn(row) ? { 'aria-current': 'true', bg: 'yellow.1' } : undefined)}
      />
    </>
  );
}

const FIRST_ROWS = 20;

/** A scoreboard's standings (event and venue pages), the top 20 until asked for all. */
export function LeaderboardTable({ rows, loading }: { rows: LeaderboardRow[]; loading: boolean }) {
  const [all, { open: showAll }] = useDisclosure(false);
  if (!loading && rows.length === 0) return <Text c="dimmed">No Data</Text>;
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <>
      <StandingsRows rows={shown} all={rows} busy={loading} testId="leaderboard-table" />
      {shown.length < rows.length && (
        <Button variant="subtle" size="xs" onClick={showAll}>
          Show all {rows.length} players
        </Button>
      )}
    </>
  );
}
