import { Button } from '@mantine/core';
import { serverUrl } from '../config/runtime-config';

type PrintFilter = Record<
  'seasonId' | 'month' | 'regionId' | 'orgEntityId' | 'dayId' | 'gameScoreboardId' | 'divisionId',
  number | null | undefined
>;

/** Opens the printable scoreboard page for the same selection in a new tab. */
export function PrintLeaderboardButton({ filter }: { filter: Partial<PrintFilter> }) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  return (
    <Button
      component="a"
      href={serverUrl(`/leaderboard/print?${params}`)}
      target="_blank"
      rel="noopener"
      variant="default"
      size="xs"
    >
      Print
    </Button>
  );
}
