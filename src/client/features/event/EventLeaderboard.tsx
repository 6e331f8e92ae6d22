import { Group, Stack } from '@mantine/core';
import type { EventDetail } from '../../../shared/contract/event-detail';
import { LeaderboardTable } from '../../components/LeaderboardTable';
import { PrintLeaderboardButton } from '../../components/PrintLeaderboardButton';
import { EventPageContext } from './event-page.context';

export function EventLeaderboard({ event }: { event: EventDetail }) {
  const rows = EventPageContext.useSelector((s) => s.context.leaderboard);
  const loading = EventPageContext.useSelector((s) => s.hasTag('loading.leaderboard'));
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
      <LeaderboardTable rows={rows} loading={loading} />
    </Stack>
  );
}
