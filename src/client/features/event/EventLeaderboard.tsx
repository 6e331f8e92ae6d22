import { Button, Group, Stack } from '@mantine/core';
import type { EventDetail } from '../../../shared/contract/event-detail';
import { searchLeaderboardByEvent } from '../../api/events';
import { LeaderboardTable } from '../../components/LeaderboardTable';
import { printLeaderboardUrl } from '../../components/print-leaderboard';
import { useRemote } from '../../components/use-remote';

export function EventLeaderboard({ event }: { event: EventDetail }) {
  const { data, loading } = useRemote(
    () => searchLeaderboardByEvent({ eventId: event.id }),
    `event-lb-${event.id}`,
  );
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button
          component="a"
          href={printLeaderboardUrl({
            seasonId: event.seasonId,
            regionId: event.regionId,
            orgEntityId: event.venue.id,
            dayId: event.dayId,
            gameScoreboardId: event.gameScoreboardId,
          })}
          target="_blank"
          rel="noopener"
          variant="light"
          size="xs"
        >
          Print
        </Button>
      </Group>
      <LeaderboardTable rows={data ?? []} loading={loading} />
    </Stack>
  );
}
