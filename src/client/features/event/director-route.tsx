import '@mantine/core/styles/List.css';
import '@mantine/core/styles/NumberInput.css';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  List,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useRef } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { type ClockDirectorEvent, type ClockPhase, plannedClock } from '../../../../machines/clock-director';
import { formatCountdown, runStatusLabel } from '../../../shared/clock';
import type { EventDetail } from '../../../shared/contract/event-detail';
import { formatEventDate } from '../../../shared/event-dates';
import { pageTitle } from '../../../shared/site';
import { runsTheFloor } from '../../../shared/staff-roles';
import { ApiError } from '../../api/client';
import { requireSession } from '../../api/require-session';
import { inspectOptions } from '../../components/inspector';
import { useMember } from '../../components/member';
import { getBustOuts } from './api';
import { loader as eventLoader } from './event-route';
import { liveDirectorMachine } from './live-director';
import { ResultsRecorder } from './ResultsRecorder';

/** The floor console (issue 35) comes in its own chunk: the clock console draws without waiting for it. */
const FloorConsole = lazy(() => import('./FloorConsole').then((m) => ({ default: m.FloorConsole })));

export interface DirectorPage {
  event: EventDetail;
  /** The server's refusal when this member may not run this event (another venue's), else null. */
  refusal: string | null;
}

/**
 * Whether the server lets this member run the event's floor: the event's bust-outs are asked for as the console
 * would, and a 403 (another venue's event, or no floor role) is the refusal to show instead of the console. Any
 * other failure is left to the console's own panels, which show and retry it.
 */
async function floorRefusal(eventId: number): Promise<string | null> {
  try {
    await getBustOuts(eventId);
    return null;
  } catch (error) {
    return error instanceof ApiError && error.status === 403 ? error.message : null;
  }
}

export async function loader(args: LoaderFunctionArgs): Promise<DirectorPage> {
  const session = requireSession()(args);
  if (session) return session;
  const [event, refusal] = await Promise.all([
    eventLoader(args),
    floorRefusal(Number(args.params.id)).catch(() => null),
  ]);
  return { event, refusal };
}

const SHORTCUTS = [
  ['Space', 'start / pause / resume'],
  ['← →', 'previous / next level'],
  ['- +', 'one minute less / more'],
  ['B', 'player out (find them in Results)'],
  ['E / R', 'entry / re-entry'],
] as const;

/** Each key and what it asks the console machine for (the machine decides whether it applies now). */
export const CONSOLE_KEYS: [string, ClockDirectorEvent][] = [
  ['space', { type: 'clock.toggle' }],
  ['ArrowLeft', { type: 'level.previous' }],
  ['ArrowRight', { type: 'level.next' }],
  ['minus', { type: 'time.less' }],
  ['=', { type: 'time.more' }],
  ['[plus]', { type: 'time.more' }],
  ['shift+[plus]', { type: 'time.more' }],
  ['e', { type: 'entry.add' }],
  ['r', { type: 'reentry.add' }],
];

/** The console's buttons that carry no value, each sending its event when the machine can take it. */
const BUTTON_EVENTS = [
  'clock.toggle',
  'level.previous',
  'level.next',
  'time.less',
  'time.more',
  'entry.add',
  'reentry.add',
  'clock.end',
] as const;
type ButtonEvent = (typeof BUTTON_EVENTS)[number];

const TOGGLE_LABELS: Partial<Record<ClockPhase, string>> = { running: 'Pause', paused: 'Resume' };

/**
 * The console's body; `logic` is the console machine with its actors (tests give fakes). 'Player out' (and B)
 * goes to the results' player search: a bust-out is recorded by name there, and that lowers the count once.
 */
export function Console({
  eventId,
  logic = liveDirectorMachine,
  onPlayerOut,
}: {
  eventId: number;
  logic?: typeof liveDirectorMachine;
  onPlayerOut?: () => void;
}) {
  const director = useActorRef(logic, { input: { eventId }, ...inspectOptions() });
  const status = useSelector(director, (s) => s.context.status);
  const phase = useSelector(director, (s) => s.context.phase);
  // The toggle says what it will do once the queued changes are made.
  const planned = useSelector(director, (s) => plannedClock(s.context).phase);
  const queue = useSelector(director, (s) => s.context.queue);
  const offline = useSelector(director, (s) => s.matches('offline'));
  const retrying = useSelector(director, (s) => s.matches('retrying'));
  const error = useSelector(director, (s) => s.context.error);
  const allowed = useSelector(director, (s) => BUTTON_EVENTS.filter((type) => s.can({ type })).join(' '));
  const players = useSelector(director, (s) => s.context.players);
  const canSetPlayers = useSelector(director, (s) => s.can({ type: 'players.set' }));
  const canRecordOut = onPlayerOut !== undefined && phase !== 'ended';
  useHotkeys([
    ...CONSOLE_KEYS.map(([key, event]) => [key, () => director.send(event)] as [string, () => void]),
    ['b', () => canRecordOut && onPlayerOut?.()],
  ]);

  const started = phase === 'running' || phase === 'paused';
  const entries = status?.entries ?? 0;
  const reEntries = status?.reEntries ?? 0;
  const big = { size: 'xl', h: 72, fz: 'lg' } as const;
  const button = (type: ButtonEvent) => ({
    onClick: () => director.send({ type }),
    disabled: !allowed.split(' ').includes(type),
  });
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" ta="center" data-testid="director-status">
        <Text c="dimmed" fz="sm">
          {status ? runStatusLabel(status.runStatus) : 'Loading…'}
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
            Players {status.playersRemaining} / {entries + reEntries} · Entries {entries} · Re-entries{' '}
            {reEntries} · Avg stack {status.averageChip.toLocaleString('en-AU')}
          </Text>
        )}
      </Paper>

      {error && (
        <Alert
          color="red"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => director.send({ type: 'error.dismiss' })}
          role="alert"
        >
          {error}
        </Alert>
      )}
      {offline && (
        <Alert color="yellow" role="status" data-testid="clock-offline">
          Offline: clock changes are kept here and sent in order when the connection returns.
        </Alert>
      )}
      {retrying && (
        <Alert color="yellow" role="status" data-testid="clock-retrying">
          The server is not answering: trying again shortly.
        </Alert>
      )}
      {queue.length > 0 && (
        <Paper withBorder p="sm" radius="md" data-testid="clock-pending">
          <Text fw={600} fz="sm">
            {queue.length} clock {queue.length === 1 ? 'change' : 'changes'} waiting to be sent
          </Text>
          <List fz="sm" type="ordered">
            {queue.map((c) => (
              <List.Item key={c.id}>{c.label}</List.Item>
            ))}
          </List>
        </Paper>
      )}

      <Button {...big} color={planned === 'running' ? 'yellow' : 'green'} {...button('clock.toggle')}>
        {TOGGLE_LABELS[planned] ?? 'Start clock'}
      </Button>
      <SimpleGrid cols={2} spacing="sm">
        <Button {...big} variant="default" {...button('level.previous')}>
          ‹ Previous level
        </Button>
        <Button {...big} variant="default" {...button('level.next')}>
          Next level ›
        </Button>
        <Button {...big} variant="default" {...button('time.less')}>
          −1 min
        </Button>
        <Button {...big} variant="default" {...button('time.more')}>
          +1 min
        </Button>
        <Button {...big} variant="light" {...button('entry.add')}>
          + Entry
        </Button>
        <Button {...big} variant="light" {...button('reentry.add')}>
          + Re-entry
        </Button>
      </SimpleGrid>
      <Button {...big} variant="light" color="red" onClick={onPlayerOut} disabled={!canRecordOut}>
        Player out
      </Button>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <NumberInput
          label="Players remaining"
          value={players}
          onChange={(value) => director.send({ type: 'players.change', players: value })}
          min={0}
          max={entries + reEntries}
          size="lg"
          style={{ flex: 1 }}
        />
        <Button size="lg" onClick={() => director.send({ type: 'players.set' })} disabled={!canSetPlayers}>
          Set
        </Button>
      </Group>
      <Button
        size="lg"
        color="dark"
        variant="outline"
        disabled={!allowed.split(' ').includes('clock.end')}
        onClick={() => {
          if (window.confirm('End the tournament clock for every viewer?'))
            director.send({ type: 'clock.end' });
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
  const { event, refusal } = useLoaderData() as DirectorPage;
  const member = useMember();
  const findPlayer = useRef<HTMLInputElement>(null);
  const recordPlayerOut = () => {
    findPlayer.current?.scrollIntoView({ block: 'center' });
    findPlayer.current?.focus();
  };
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
      {member && !runsTheFloor(member.role) ? (
        <Alert color="yellow">
          Only tournament directors can run the clock. Ask the league to give you that role.
        </Alert>
      ) : refusal ? (
        <Alert color="red" title="You cannot run this event" data-testid="director-refusal">
          {refusal} Only the venue directors of {event.venue.title} and league admins can run its clock and
          results. Ask a league admin if this venue should be yours.
        </Alert>
      ) : (
        <Stack gap="lg">
          <Console eventId={event.id} onPlayerOut={recordPlayerOut} />
          <Suspense fallback={<Text c="gray.7">Loading the floor…</Text>}>
            <FloorConsole eventId={event.id} />
          </Suspense>
          <ResultsRecorder eventId={event.id} findRef={findPlayer} />
        </Stack>
      )}
    </Container>
  );
}
