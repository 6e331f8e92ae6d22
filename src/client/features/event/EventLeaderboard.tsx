import { Group, Stack } from '@mantine/core';
import type { EventDetail } from '../../../shared/contract/event-detail';
import { LeaderboardTable } from '../../components/LeaderboardTable';
import { PrintLeaderboardButton } from '../../components/PrintLeaderboardButton';
import { useRemote } from '../../components/use-remote';
import { searchLeaderboardByEvent } from './api';

export function EventLeaderboard({ event }: { event: EventDetail }) {
  const { data, loading } = useRemote(
    () => searchLeaderboardByEvent({ eventId: event.id }),
    `event-lb-${event.id}`,
  );
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <PrintLeaderboardButton
          filter={{
            seasonId: event.seasonId,
            regionId: event.regionId,
            orgEntityId: event.venue.id,
            dayId: event.dayId,
            gameScoreboardId: event.gameScoreboardId,
          }}
        />
      </Group>
      <LeaderboardTable rows={data ?? []} loading={loading} />
    </Stack>
  );
}
