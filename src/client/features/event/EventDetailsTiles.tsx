import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { EventDetail } from '../../../shared/contract/event-detail';
import { formatEventDate } from '../../../shared/event-dates';
import { formatDollars } from '../../../shared/money';
import { formatPtc } from '../../../shared/ptc-rules';

interface Tile {
  label: string;
  value: string;
  extra?: string;
}

/** Spec "Event detail": each tile only when the event has a value for it. */
export function eventTiles(event: EventDetail): Tile[] {
  const tiles: (Tile | null)[] = [
    { label: 'Date', value: formatEventDate(event.dateTime, event.stateId) },
    event.startTime ? { label: 'Start', value: event.startTime } : null,
    event.rego ? { label: 'Rego', value: event.rego } : null,
    event.gameType
      ? {
          label: 'Game Type',
          value: event.gameType,
          extra: event.totalPTCredit > 0 ? `+${formatPtc(event.totalPTCredit)} credit` : undefined,
        }
      : null,
    event.startingStack
      ? { label: 'Starting Stack', value: event.startingStack.toLocaleString('en-AU') }
      : null,
    event.lateRego ? { label: 'Late Rego', value: event.lateRego } : null,
    {
      label: 'Buy In',
      value: event.buyInDescription || (event.buyInAmount > 0 ? formatDollars(event.buyInAmount) : 'Free'),
    },
    event.rebuyInFee
      ? { label: 'Re-Entry', value: event.reEntryLabel || formatDollars(event.rebuyInFee) }
      : null,
    event.addons ? { label: 'Addons', value: event.addons } : null,
    event.takeHomeAmount > 0 ? { label: 'Guarantee', value: formatDollars(event.takeHomeAmount) } : null,
  ];
  return tiles.filter((t): t is Tile => t !== null);
}

export function EventDetailsTiles({ event }: { event: EventDetail }) {
  return (
    <section aria-labelledby="event-details">
      <Title order={2} fz="h3" id="event-details" mb="sm">
        Event Details
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" mb="lg">
        {eventTiles(event).map((tile) => (
          <Paper key={tile.label} withBorder p="sm" radius="md" data-testid="event-tile">
            <Text fz="xs" c="dimmed" tt="uppercase">
              {tile.label}
            </Text>
            <Text fw={700}>{tile.value}</Text>
            {tile.extra && (
              <Text fz="xs" c="teal.8" fw={600}>
                {tile.extra}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
