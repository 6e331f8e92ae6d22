import { Box, Button, Grid, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useLoaderData } from 'react-router-dom';
import { clockLook } from '../../../../machines/tournament-clock';
import { chipRacesByBreak, chipRaceText } from '../../../shared/chip-race';
import { bigBlindOf, estimateFinish, formatCountdown, stackInBigBlinds } from '../../../shared/clock';
import type { EventDetail } from '../../../shared/contract/event-detail';
import { formatEventDate } from '../../../shared/event-dates';
import { registrationClosesAt, registrationLeftMs } from '../../../shared/event-registration';
import { formatDollars } from '../../../shared/money';
import { pageTitle } from '../../../shared/site';
import { timeZoneOf } from '../../../shared/states';
import { inspectOptions } from '../../components/inspector';
import { useNow } from '../../components/use-now';
import { serverUrl } from '../../config/runtime-config';
import { hasFloor } from './floor-texts';
import { liveClockMachine } from './live-clock';
import { serverFloorMachine } from './live-floor';
import { liveScreenWakeLockMachine } from './screen-wake-lock';
import { unlockSound } from './sound-cues';
import { TvFloor } from './TvFloor';

export { loader } from './event-route';

const LOOK_BACKGROUNDS = {
  scheduled: '#1f2937',
  paused: '#854d0e',
  aboutToEnd: '#991b1b',
  inProgress: '#14532d',
} as const;

function Stat({
  label,
  value,
  sub,
  testId,
}: {
  label: string;
  value: string;
  sub?: string;
  testId?: string;
}) {
  return (
    <Box>
      <Text fz={{ base: 16, md: 22 }} tt="uppercase" c="gray.4">
        {label}
      </Text>
      {/* Two to a row on a 320 px phone: a time like 10:00:38 fits its half of the screen at 26 px. */}
      <Text fz={{ base: 26, xs: 32, md: 48 }} fw={800} lh={1.1} data-testid={testId}>
        {value}
      </Text>
      {sub && (
        <Text fz={{ base: 16, md: 24 }} c="gray.3">
          {sub}
        </Text>
      )}
    </Box>
  );
}

/** The clock for a TV at the venue: full screen, readable across the room, with a QR code to the event page. */
export function Component() {
  return <PlayerView event={useLoaderData() as EventDetail} />;
}

/**
 * The TV view of an event's clock and floor, read across the room: `logic` is the clock machine, `floorLogic`
 * the floor's and `screenLogic` the screen wake lock's, each with its actors (tests give fakes).
 */
export function PlayerView({
  event,
  logic = liveClockMachine,
  floorLogic = serverFloorMachine,
  screenLogic = liveScreenWakeLockMachine,
}: {
  event: EventDetail;
  logic?: typeof liveClockMachine;
  floorLogic?: typeof serverFloorMachine;
  screenLogic?: typeof liveScreenWakeLockMachine;
}) {
  const actor = useActorRef(logic, { input: { eventId: event.id }, ...inspectOptions() });
  const floorActor = useActorRef(floorLogic, {
    input: { eventId: event.id, signedIn: false },
    ...inspectOptions(),
  });
  const screenActor = useActorRef(screenLogic, inspectOptions());
  const status = useSelector(actor, (s) => s.context.status);
  const phase = useSelector(actor, (s) => s.value.clock);
  const soundOn = useSelector(actor, (s) => s.matches({ sound: 'on' }));
  const floor = useSelector(floorActor, (s) => s.context.floor);
  const wakeLock = useSelector(screenActor, (s) => s.value);
  const now = useNow();

  const fmt = (n: number) => n.toLocaleString('en-AU');
  const zone = timeZoneOf(event.stateId);
  const clockTime = (date: Date) =>
    new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(date);
  const look = clockLook(status);
  const started = phase === 'running' || phase === 'paused';
  const ended = phase === 'ended';

  const paused = phase === 'paused';
  const race =
    status && started && !status.isRound
      ? chipRacesByBreak(event.blindStructures).get(status.currentRound)
      : undefined;
  const countdown = ended
    ? '--:--'
    : started && status
      ? formatCountdown(status.remainingSeconds)
      : event.startTime;
  const showFloor = hasFloor(floor);
  const chipsInPlay = status ? status.startStack * (status.entries + status.reEntries) : 0;
  const finish =
    status && started
      ? estimateFinish(
          status,
          status.blindStructureList.map((l) => ({ ...l, bigBlind: bigBlindOf(l.formatBlind) ?? 0 })),
          chipsInPlay,
          new Date(now),
        )
      : null;
  const registrationLeft = registrationLeftMs(event, now) / 1000;
  const closesAt = registrationClosesAt(event);
  const inBigBlinds = status ? stackInBigBlinds(status.averageChip, status.currentBlind) : null;

  return (
    // The whole screen is the page's content (no site header or footer around it): its main landmark.
    <Box
      component="main"
      mih="100vh"
      p={{ base: 'md', md: 'xl' }}
      c="white"
      bg={LOOK_BACKGROUNDS[look]}
      data-testid="player-view"
      data-look={look}
      data-wake-lock={wakeLock}
      style={{ transition: 'background-color 400ms' }}
    >
      <title>{pageTitle(`Clock - ${event.title}`)}</title>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {/* The title gives way to the QR code on a narrow phone: it wraps, even inside a long word. */}
        <Stack gap={0} miw={0} style={{ flex: 1, overflowWrap: 'anywhere' }}>
          <Text fz={{ base: 24, md: 40 }} fw={800}>
            {event.title}
          </Text>
          <Text fz={{ base: 16, md: 24 }} c="gray.3">
            {event.gameType} · {formatEventDate(event.dateTime, event.stateId)} · {event.startTime}
          </Text>
        </Stack>
        <Stack align="center" gap={4} style={{ flexShrink: 0 }}>
          <Image
            src={serverUrl(`/qr/event/${event.id}.svg`)}
            alt="QR code: open this event on your phone"
            w={{ base: 96, md: 160 }}
            h={{ base: 96, md: 160 }}
            radius="sm"
          />
          <Text fz="sm" c="gray.3">
            Scan for results & tickets
          </Text>
        </Stack>
      </Group>

      <Grid my={{ base: 'md', md: 'xl' }} gap="xl" align="center">
        <Grid.Col span={{ base: 12, md: showFloor ? 7 : 12 }}>
          <Stack align="center" gap={0}>
            <Text fz={{ base: 28, md: '4vw' }} fw={700} lh={1.1} data-testid="player-level">
              {ended
                ? 'End Of All Rounds'
                : !started
                  ? 'Event start at'
                  : status?.isRound
                    ? `Level ${status.currentRound}`
                    : 'Break'}
            </Text>
            {/* Paused: the time left stays readable under a label nobody can miss. */}
            <Box pos="relative">
              <Text
                fz={{ base: 96, md: countdown.length > 5 ? '12vw' : '16vw' }}
                fw={900}
                ff="monospace"
                lh={1}
                opacity={paused ? 0.35 : 1}
                data-testid="player-countdown"
              >
                {countdown}
              </Text>
              {paused && (
                <Text
                  pos="absolute"
                  inset={0}
                  display="flex"
                  style={{ alignItems: 'center', justifyContent: 'center', letterSpacing: '0.05em' }}
                  fz={{ base: 56, md: '9vw' }}
                  fw={900}
                  tt="uppercase"
                  c="yellow.3"
                  data-testid="paused"
                >
                  Paused
                </Text>
              )}
            </Box>
            {status && started && (
              <Text fz={{ base: 28, md: '5vw' }} fw={800} lh={1.2} data-testid="player-blinds">
                {status.isRound
                  ? `${status.currentBlind}${status.ante !== '0' ? ` · ante ${status.ante}` : ''}`
                  : status.alternateClockMessage}
              </Text>
            )}
            {status && started && (
              <Text fz={{ base: 20, md: '3vw' }} c="gray.3">
                Next: {status.nextBlind}
              </Text>
            )}
            {race !== undefined && (
              <Text
                fz={{ base: 20, md: '3vw' }}
                fw={700}
                c="yellow.3"
                mt="sm"
                ta="center"
                data-testid="colour-up"
              >
                {chipRaceText(race)}
              </Text>
            )}
          </Stack>
        </Grid.Col>
        {showFloor && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <TvFloor floor={floor} />
          </Grid.Col>
        )}
      </Grid>

      {status && (
        <SimpleGrid cols={{ base: 2, md: 5 }} spacing={{ base: 'md', xs: 'lg' }}>
          <Stat
            label="Players"
            value={`${fmt(status.playersRemaining)} / ${fmt(status.totalPlayers)}`}
            sub={`${fmt(status.entries)} entries · ${fmt(status.reEntries)} re-entries`}
          />
          <Stat
            label="Average stack"
            value={fmt(status.averageChip)}
            sub={inBigBlinds !== null ? `${inBigBlinds} big blinds` : undefined}
            testId="player-average"
          />
          <Stat label="Prize pool" value={status.prizePool > 0 ? formatDollars(status.prizePool) : '-'} />
          <Stat
            label={event.lateRego ? 'Late registration' : 'Registration'}
            value={registrationLeft > 0 ? formatCountdown(registrationLeft) : 'Closed'}
            sub={`until ${clockTime(closesAt)}`}
            testId="player-late-reg"
          />
          <Stat label="Estimated finish" value={finish ? clockTime(finish) : '-'} testId="player-finish" />
        </SimpleGrid>
      )}

      <Group justify="flex-end" mt="xl" gap="sm">
        <Button
          variant={soundOn ? 'white' : 'default'}
          color="dark"
          onClick={() => {
            unlockSound();
            actor.send({ type: 'sound.toggle' });
          }}
          aria-pressed={soundOn}
        >
          {soundOn ? 'Sound on' : 'Sound off'}
        </Button>
        <Button variant="default" onClick={() => void document.documentElement.requestFullscreen?.()}>
          Full screen
        </Button>
      </Group>
    </Box>
  );
}
