import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import type { SubMajorEvent } from '../../../shared/contract/major-event';
import { formatDollars } from '../../../shared/money';
import { AppLink } from '../../components/AppLink';

/** The days still to come: a link to each game, 'Qualifiers Only' for free entry, tickets when PTC buy them. */
export function MajorEventSchedule({ days }: { days: SubMajorEvent[] }) {
  if (days.length === 0) return <Text c="gray.7">No Data</Text>;
  return (
    <Stack gap="xs" data-testid="schedule">
      {days.map((day) => {
        const title = `${dayjs(day.event.eventDate).format('ddd, D MMM')} · ${day.subMajorEventName}`;
        return (
          <Paper key={day.subMajorEventId} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                {day.event.id > 0 ? (
                  <AppLink to={`/event/${day.event.id}`} fw={700}>
                    {title}
                  </AppLink>
                ) : (
                  <Text fw={700}>{title}</Text>
                )}
                <Text fz="sm" c="gray.7">
                  {day.event.startTime} · {day.event.venueAddress}
                </Text>
              </div>
              <Group gap="xs">
                <Badge variant="light">
                  {day.event.buyInAmount === 0
                    ? 'Qualifiers Only'
                    : `Buy-in ${formatDollars(day.event.buyInAmount)}`}
                </Badge>
                {day.event.takeHomeAmount > 0 && (
                  <Badge variant="outline">{formatDollars(day.event.takeHomeAmount)} GTD</Badge>
                )}
                {day.event.ptcRedeemable && (
                  <Button component={Link} to={`/redeem/event/${day.event.id}`} size="xs">
                    Purchase Ticket
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
