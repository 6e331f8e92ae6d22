import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { ClockCommand } from '../../../../machines/clock-director';
import { formatCountdown } from '../../../shared/clock';
import type { EventDetail } from '../../../shared/contract/event-detail';
import { formatEventDate } from '../../../shared/event-dates';
import { pageTitle } from '../../../shared/site';
import { requireSession } from '../../app/require-session';
import { inspectOptions } from '../../components/inspector';
import { useMember } from '../../components/member';
import { loader as eventLoader } from './event-route';
import { liveClockMachine } from './live-clock';
import { liveDirectorMachine } from './live-director';

export function loader(args: LoaderFunctionArgs): Promise<EventDetail> {
  return requireSession()() ?? eventLoader(args);
}

const SHORTCUTS = [
  ['Space', 'start / pause / resume'],
  ['← →', 'previous / next level'],
  ['- +', 'one minute less / more'],
  ['B', 'player out'],
  ['E / R', 'entry / re-entry'],
] as const;

function Console({ event }: { event: EventDetail }) {
  const clock = useActorRef(liveClockMachine, { input: { eventId: event.id }, ...inspectOptions() });
  const director = useActorRef(liveDirectorMachine, { input: { eventId: event.id }, ...inspectOptions() });
  // The answer to a command shows at once, even before the hub's push arrives.
  useEffect(() => {
    const subscription = director.on('clock.changed', ({ status }) =>
      clock.send({ type: 'status.received', status }),
    );
    return () => subscription.unsubscribe();
  }, [director, clock]);
  const status = useSelector(clock, (s) => s.context.status);
  const phase = useSelector(clock, (s) => s.value.clock);
  const busy = useSelector(director, (s) => s.hasTag('busy'));
  const pending = useSelector(director, (s) => s.context.pending?.action ?? null);
  const error = useSelector(director, (s) => s.context.error);
  const [players, setPlayers] = useState<string | number>('');

  const send = (command: ClockCommand) => {
    if (!busy) director.send({ type: 'command.send', command });
  };
  const toggle = () => {
    if (phase === 'running') send({ action: 'pause' });
    else if (phase === 'paused') send({ action: 'resume' });
    else if (phase !== 'ended') send({ action: 'start' });
  };
  const entries = status?.entries ?? 0;
  const reEntries = status?.reEntries ?? 0;
  const remaining = status?.playersRemaining ?? 0;
  const commands = {
    previous: () => send({ action: 'previous' }),
    next: () => send({ action: 'next' }),
    less: () => send({ action: 'addTime', body: { seconds: -60 } }),
    more: () => send({ action: 'addTime', body: { seconds: 60 } }),
    out: () => send({ action: 'players', body: { playersRemaining: Math.max(0, remaining - 1) } }),
    entry: () => send({ action: 'entries', body: { entries: entries + 1, reEntries } }),
    reEntry: () => send({ action: 'entries', body: { entries, reEntries: reEntries + 1 } }),
  };
  useHotkeys([
    ['space', toggle],
    ['ArrowLeft', commands.previous],
    ['ArrowRight', commands.next],
    ['minus', commands.less],
    ['equal', commands.more],
    ['shift+equal', commands.more],
    ['b', commands.out],
    ['e', commands.entry],
    ['r', commands.reEntry],
  ]);

  const started = phase === 'running' || phase === 'paused';
  const big = { size: 'xl', h: 72, fz: 'lg' } as const;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" ta="center" data-testid="director-status">
        <Text c="dimmed" fz="sm">
          {status?.runStatusName ?? 'Loading…'}
          {status && started && ` · ${status.isRound ? `Level ${status.currentRound}` : 'Break'}`}
        </Text>
        <Text fz={64} fw={800} ff="monospace" data-testid="director-countdown">
          {status ? formatCountdown(status.remainingSeconds) : '--:--'}
        </Text>
        {status && (
          <Text fw={600}>
            {status.isRound
              ? `Blinds ${status.currentBlind} · Ante ${status.ante}`
              : (status.alternateClockMessage ?? 'Break')}{' '}
            · Next {status.nextBlind}
          </Text>
        )}
        {status && (
          <Text fz="sm" c="dimmed" mt={4}>
            Players {remaining} / {entries + reEntries} · Entries {entries} · Re-entries {reEntries} · Avg
            stack {status.averageChip.toLocaleString('en-AU')}
          </Text>
        )}
      </Paper>

      {error && (
        <Alert
          color="red"
          withCloseButton
          onClose={() => director.send({ type: 'error.dismiss' })}
          role="alert"
        >
          {error}
        </Alert>
      )}

      <Button
        {...big}
        color={phase === 'running' ? 'yellow' : 'green'}
        onClick={toggle}
        loading={busy && ['start', 'pause', 'resume'].includes(pending ?? '')}
        disabled={!status || phase === 'ended'}
      >
        {phase === 'running' ? 'Pause' : phase === 'paused' ? 'Resume' : 'Start clock'}
      </Button>
      <SimpleGrid cols={2} spacing="sm">
        <Button {...big} variant="default" onClick={commands.previous} disabled={!started}>
          ‹ Previous level
        </Button>
        <Button {...big} variant="default" onClick={commands.next} disabled={!started}>
          Next level ›
        </Button>
        <Button {...big} variant="default" onClick={commands.less} disabled={!started}>
          −1 min
        </Button>
        <Button {...big} variant="default" onClick={commands.more} disabled={!started}>
          +1 min
        </Button>
        <Button {...big} variant="light" onClick={commands.entry} disabled={!status}>
          + Entry
        </Button>
        <Button {...big} variant="light" onClick={commands.reEntry} disabled={!status}>
          + Re-entry
        </Button>
      </SimpleGrid>
      <Button
        {...big}
        variant="light"
        color="red"
        onClick={commands.out}
        disabled={!status || remaining === 0}
      >
        Player out
      </Button>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <NumberInput
          label="Players remaining"
          value={players}
          onChange={setPlayers}
          min={0}
          max={entries + reEntries}
          size="lg"
          style={{ flex: 1 }}
        />
        <Button
          size="lg"
          onClick={() => {
            if (typeof players === 'number') send({ action: 'players', body: { playersRemaining: players } });
          }}
          disabled={typeof players !== 'number'}
        >
          Set
        </Button>
      </Group>
      <Button
        size="lg"
        color="dark"
        variant="outline"
        disabled={!status || phase === 'ended'}
        onClick={() => {
          if (window.confirm('End the tournament clock for every viewer?')) send({ action: 'end' });
        }}
      >
        End tournament
      </Button>
      <Text fz="xs" c="dimmed">
        Keyboard: {SHORTCUTS.map(([key, what]) => `${key} ${what}`).join(' · ')}
      </Text>
    </Stack>
  );
}

/** The tournament director's console: mobile-first, large buttons, keyboard shortcuts. */
export function Component() {
  const event = useLoaderData() as EventDetail;
  const member = useMember();
  return (
    <Container size="xs" py="lg">
      <title>{pageTitle(`Clock console - ${event.title}`)}</title>
      <Anchor component={Link} to={`/event/${event.id}`} fz="sm">
        ‹ {event.title}
      </Anchor>
      <Title order={1} fz="h2" mb={4}>
        Clock console
      </Title>
      <Text c="dimmed" mb="md">
        {event.venue.title} · {formatEventDate(event.dateTime, event.stateId)} {event.startTime}
      </Text>
      {member && member.role !== 'director' ? (
        <Alert color="yellow">
          Only tournament directors can run the clock. Ask the league to give you that role.
        </Alert>
      ) : (
        <Console event={event} />
      )}
    </Container>
  );
}
