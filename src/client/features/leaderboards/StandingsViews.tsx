import { Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import type { LeaderboardRow } from '../../../shared/contract/leaderboard';
import { formatDollars } from '../../../shared/money';
import { LEADERBOARD_LEGEND } from '../../../shared/names';
import { PlayerAvatar, PlayerLink, StandingsRows } from '../../components/LeaderboardTable';

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
                S {row.pts.toLocaleString('en-AU')} · P {row.played} · FT {row.ft} · W {row.won} ·{' '}
                {formatDollars(row.winnings)}
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
      <StandingsRows rows={shown} all={rows} busy={busy} testId="standings-table" />
      <Text fz="xs" c="gray.7">
        {LEADERBOARD_LEGEND}
      </Text>
    </>
  );
}

/** The money leaderboard: rank, avatar and name, and all time won. */
export function MoneyTable({ rows, busy }: { rows: LeaderboardRow[]; busy: boolean }) {
  const shown = useRowsInStages(rows);
  return <StandingsRows rows={shown} all={rows} busy={busy} testId="money-table" money />;
}
