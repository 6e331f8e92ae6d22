import '@mantine/core/styles/Table.css';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { type ClockLook, clockLook } from '../../../../machines/tournament-clock';
import { formatCountdown } from '../../../shared/clock';
import type { EventDetail } from '../../../shared/contract/event-detail';
import { formatEventDate, formatLongDateTime } from '../../../shared/event-dates';
import { isRegistrationOpen, registrationClosesAt } from '../../../shared/event-registration';
import { formatBuyIn } from '../../../shared/game-rules';
import { formatDollars } from '../../../shared/money';
import { inspectOptions } from '../../components/inspector';
import { useNow } from '../../components/use-now';
import { liveClockMachine } from './live-clock';
import { ticketPath } from './ticket-path';

const LOOK_COLOURS: Record<ClockLook, string> = {
  scheduled: 'gray',
  paused: 'yellow',
  aboutToEnd: 'red',
  inProgress: 'green',
};
const LOOK_LABELS: Record<ClockLook, string> = {
  scheduled: 'Scheduled',
  paused: 'Paused',
  aboutToEnd: 'About to end',
  inProgress: 'In progress',
};

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** 'Countdown Dashboard 1': the event's live clock, kept true by the hub and a resync every 10 s. */
export function ClockPanel({
  event,
  logic = liveClockMachine,
}: {
  event: EventDetail;
  /** The clock machine with its server actors; tests give fakes. */
  logic?: typeof liveClockMachine;
}) {
  const actor = useActorRef(logic, { input: { eventId: event.id }, ...inspectOptions() });
  const status = useSelector(actor, (s) => s.context.status);
  const phase = useSelector(actor, (s) => s.value.clock);
  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const live = useSelector(actor, (s) => s.matches({ hub: 'connected' }));
  const [prizesOpen, prizes] = useDisclosure(false);
  const now = useNow();

  const look = clockLook(status);
  const started = phase === 'running' || phase === 'paused';
  const ended = phase === 'ended';
  const open = isRegistrationOpen(event, now);
  const prizeRows = Object.entries(status?.prizeStructureList ?? {}).sort(
    ([a], [b]) => Number(a) - Number(b),
  );
  const redeemable = event.ptcRedeemable || event.creditCardRedeemable;
  const fmt = (n: number) => n.toLocaleString('en-AU');

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      data-testid="clock-panel"
      data-look={look}
      data-hub={live ? 'connected' : 'offline'}
      aria-busy={loading}
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h3">
          Countdown Dashboard 1
        </Title>
        <Badge color={LOOK_COLOURS[look]} data-testid="clock-look">
          {LOOK_LABELS[look]}
        </Badge>
      </Group>

      <Group justify="space-between" mb="md">
        <Badge color={open ? 'green' : 'gray'} variant="light" size="lg" data-testid="registration">
          {open ? 'Registration open' : 'Registration closed'}
        </Badge>
        <Group gap="xs">
          <Text fz="sm">Entry fee {formatBuyIn(event.buyInAmount, event.buyInDescription)}</Text>
          {redeemable && (
            <Button component={Link} to={ticketPath(event.id)} size="xs" disabled={!open}>
              Get Ticket
            </Button>
          )}
        </Group>
      </Group>

      <Stack align="center" gap={0} my="md">
        {ended ? (
          <Text fz={36} fw={800} data-testid="clock-countdown">
            End Of All Rounds
          </Text>
        ) : started && status ? (
          <>
            <Text fz="sm" c="dimmed">
              {status.isRound ? `Level ${status.currentRound}` : 'Break'}
            </Text>
            <Text
              fz={56}
              fw={800}
              ff="monospace"
              c={LOOK_COLOURS[look] === 'gray' ? undefined : `${LOOK_COLOURS[look]}.8`}
              data-testid="clock-countdown"
              aria-live="off"
            >
              {formatCountdown(status.remainingSeconds)}
            </Text>
            {status.alternateClockMessage && <Text fw={600}>{status.alternateClockMessage}</Text>}
          </>
        ) : (
          <>
            <Text fz="sm" c="dimmed">
              Event start at
            </Text>
            <Text fz={32} fw={800} data-testid="clock-countdown">
              {event.startTime}
            </Text>
            <Text c="dimmed">{formatEventDate(event.dateTime, event.stateId)}</Text>
          </>
        )}
      </Stack>

      {status && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {started ? (
            <>
              <Figure
                label="Players left"
                value={`${fmt(status.playersRemaining)} / ${fmt(status.totalPlayers)}`}
                testId="clock-players"
              />
              <Figure label="Average chip stack" value={fmt(status.averageChip)} />
            </>
          ) : (
            <Figure label="Total players" value={fmt(status.totalPlayers)} testId="clock-players" />
          )}
          <Figure label="Start stack" value={fmt(status.startStack)} />
          <Figure label="Current blind" value={status.currentBlind} testId="clock-blind" />
          <Figure label="Next blind" value={status.nextBlind} />
          <Figure label="Ante" value={status.ante} />
        </SimpleGrid>
      )}

      {prizeRows.length > 0 ? (
        <Stack gap="xs" mt="md">
          <Button variant="subtle" onClick={prizes.toggle} aria-expanded={prizesOpen} justify="space-between">
            Prize pool {status ? formatDollars(status.prizePool) : ''}
          </Button>
          <Collapse expanded={prizesOpen}>
            <Table data-testid="prize-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Rank</Table.Th>
                  <Table.Th ta="right">Prize</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {prizeRows.map(([rank, prize]) => (
                  <Table.Tr key={rank}>
                    <Table.Td>{rank}</Table.Td>
                    <Table.Td ta="right">{formatDollars(prize)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Collapse>
        </Stack>
      ) : (
        <Text mt="md" fz="sm" data-testid="registration-close">
          Registration close at {formatLongDateTime(registrationClosesAt(event).toISOString(), event.stateId)}
        </Text>
      )}

      <Group mt="md" gap="md">
        <Anchor component={Link} to={`/event/${event.id}/clock`} target="_blank" fz="sm">
          Open the TV view
        </Anchor>
      </Group>
    </Card>
  );
}
