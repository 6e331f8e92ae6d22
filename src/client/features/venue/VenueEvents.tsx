import '@mantine/core/styles/SegmentedControl.css';
import { Anchor, Badge, SegmentedControl, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EVENT_VIEWS, type EventView } from '../../../../machines/venue-page';
import type { Game } from '../../../shared/contract/game';
import type { VenueEvents as VenueEventLists } from '../../../shared/contract/venue-detail';
import { formatEventDate, nextSevenDays } from '../../../shared/event-dates';
import { EVENT_STATUS } from '../../../shared/event-types';
import { formatBuyIn } from '../../../shared/game-rules';
import { formatDollars } from '../../../shared/money';
import { ALL_DAYS } from '../../../shared/search-options';
import { timeZoneOf } from '../../../shared/states';
import { ChipChoice } from '../../components/ChipChoice';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { gamesOnDay } from './venue-days';

const VIEW_LABELS: Record<EventView, string> = {
  past: 'Past',
  currentWeek: 'Current Week',
  future: 'Future',
};

const eventColumns = (stateId: number): DataColumn<Game>[] => [
  {
    key: 'game',
    header: 'Game',
    lead: true,
    cell: (game) => (
      <>
        <Anchor component={Link} to={`/event/${game.id}`} fw={600}>
          {game.gameType || game.title}
        </Anchor>
        <Text fz="xs" c="dimmed" lineClamp={1}>
          {game.description}
        </Text>
      </>
    ),
  },
  {
    key: 'date',
    header: 'Date',
    cell: (game) => (
      <>
        {formatEventDate(game.dateTime, stateId)}
        <Text fz="xs" c="dimmed">
          {game.startTime}
        </Text>
      </>
    ),
  },
  {
    key: 'buyIn',
    header: 'Buy-in',
    numeric: true,
    cell: (game) => (
      <>
        {formatBuyIn(game.buyInAmount, game.buyInDescription)}
        {game.takeHomeAmount > 0 && (
          <Text fz="xs" c="dimmed">
            {formatDollars(game.takeHomeAmount)} GTD
          </Text>
        )}
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (game) =>
      game.eventStatusId === EVENT_STATUS.onHold ? (
        <Badge color="gray" miw="max-content">
          On Hold
        </Badge>
      ) : game.eventStatusId === EVENT_STATUS.closed ? (
        <Badge variant="light" miw="max-content">
          Results
        </Badge>
      ) : null,
  },
];

export function VenueEvents({
  events,
  view,
  day,
  stateId,
  loading,
  onView,
  onDay,
}: {
  events: VenueEventLists;
  view: EventView;
  day: number;
  stateId: number;
  loading: boolean;
  onView: (view: EventView) => void;
  onDay: (day: number) => void;
}) {
  const now = new Date();
  const days = nextSevenDays(now, timeZoneOf(stateId));
  const games: Game[] = gamesOnDay(events[view], day, now, stateId);
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={view}
        onChange={(value) => onView(value as EventView)}
        data={EVENT_VIEWS.map((v) => ({ value: v, label: VIEW_LABELS[v] }))}
        aria-label="Events"
      />
      <ChipChoice
        label="Day"
        value={String(day)}
        onChange={(value) => onDay(Number(value))}
        options={[
          { value: String(ALL_DAYS), label: 'All' },
          ...days.map((d) => ({ value: String(d.offset), label: d.label })),
        ]}
      />
      {loading ? (
        <Text c="dimmed">Loading events…</Text>
      ) : games.length === 0 ? (
        <Text c="dimmed">No game found</Text>
      ) : (
        <DataTable
          rows={games}
          columns={eventColumns(stateId)}
          rowKey={(game) => game.id}
          testId="venue-events"
        />
      )}
    </Stack>
  );
}
