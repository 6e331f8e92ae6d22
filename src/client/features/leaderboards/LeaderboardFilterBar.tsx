import '@mantine/core/styles/Combobox.css';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import type {
  LeaderboardFiltersContext,
  LeaderboardFiltersEvent,
} from '../../../../machines/leaderboard-filters';
import { DIVISION_OPTIONS } from '../../../shared/game-rules';
import { scoreboardsOf, venueOf, visibleFilters } from '../../../shared/leaderboard-filters';
import { STATES } from '../../../shared/states';

const ALL = '';
const idOf = (value: string) => (value === ALL ? null : Number(value));
const selectValue = (id: number | null) => (id === null ? ALL : String(id));

type Option = { value: string; label: string };
const options = (all: string, items: { id: number; name: string }[]): Option[] => [
  { value: ALL, label: all },
  ...items.map((item) => ({ value: String(item.id), label: item.name })),
];

/** The leaderboard filters, each shown only where section 5 allows it; every choice goes to the machine. */
export function LeaderboardFilterBar({
  context,
  send,
}: {
  context: Pick<LeaderboardFiltersContext, 'filters' | 'options' | 'mode'>;
  send: (event: LeaderboardFiltersEvent) => void;
}) {
  const { filters, options: lists } = context;
  const shown = visibleFilters(context);
  const season = lists.seasons.find((s) => s.id === filters.seasonId);
  const regions = lists.regions.filter((r) => r.state.id === filters.stateId);
  const venues = lists.venues.filter(
    (v) => v.stateId === filters.stateId && (filters.regionId === null || v.regionId === filters.regionId),
  );
  const days = venueOf(context)?.days ?? [];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" data-testid="leaderboard-filters">
      {shown.season && (
        <NativeSelect
          label="Season"
          value={selectValue(filters.seasonId)}
          data={options('All time', lists.seasons)}
          onChange={(e) => send({ type: 'filter.season', seasonId: idOf(e.currentTarget.value) })}
        />
      )}
      {shown.month && (
        <NativeSelect
          label="Month"
          value={selectValue(filters.month)}
          data={options('Whole season', season?.months ?? [])}
          onChange={(e) => send({ type: 'filter.month', month: idOf(e.currentTarget.value) })}
        />
      )}
      <NativeSelect
        label="State"
        value={selectValue(filters.stateId)}
        data={options(
          'All states',
          STATES.map((s) => ({ id: s.id, name: s.name })),
        )}
        onChange={(e) => send({ type: 'filter.state', stateId: idOf(e.currentTarget.value) })}
      />
      {shown.region && (
        <NativeSelect
          label="Region"
          value={selectValue(filters.regionId)}
          data={options('All regions', regions)}
          onChange={(e) => send({ type: 'filter.region', regionId: idOf(e.currentTarget.value) })}
        />
      )}
      {shown.venue && (
        <NativeSelect
          label="Venue"
          value={selectValue(filters.orgEntityId)}
          data={options(
            'All venues',
            venues.map((v) => ({ id: v.id, name: v.title })),
          )}
          onChange={(e) => send({ type: 'filter.venue', venueId: idOf(e.currentTarget.value) })}
        />
      )}
      {shown.day && (
        <NativeSelect
          label="Day"
          value={selectValue(filters.dayId)}
          data={options('All days', days)}
          onChange={(e) => send({ type: 'filter.day', dayId: idOf(e.currentTarget.value) })}
        />
      )}
      {shown.scoreboard && (
        <NativeSelect
          label="Game"
          value={selectValue(filters.gameScoreboardId)}
          data={options('All games', scoreboardsOf(context))}
          onChange={(e) => send({ type: 'filter.scoreboard', gameScoreboardId: idOf(e.currentTarget.value) })}
        />
      )}
      {shown.division && (
        <NativeSelect
          label="Division"
          value={selectValue(filters.divisionId)}
          data={options(
            'All divisions',
            DIVISION_OPTIONS.map((d) => ({ id: d.id, name: d.label })),
          )}
          onChange={(e) => send({ type: 'filter.division', divisionId: idOf(e.currentTarget.value) })}
        />
      )}
    </SimpleGrid>
  );
}
