import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/BackgroundImage.css';
import { Accordion, BackgroundImage, Container, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { hallOfFameMachine } from '../../../../machines/hall-of-fame';
import type { PreviousMajorEvent } from '../../../shared/contract/major-event';
import { hallOfFameSubEvents, SETUP_MODE } from '../../../shared/major-event-rules';
import { pageTitle } from '../../../shared/site';
import { inspectOptions } from '../../components/inspector';
import { LoadFailed } from '../../components/LoadFailed';
import { PageLoader } from '../../components/PageLoader';
import { useSsrActor } from '../../ssr/ssr-actors';
import { getEventWinnerResult, getHallOfFameEventPhotos, getPreviousMajorEvents } from './api';
import { HallOfFameEvent } from './HallOfFameEvent';
import { HallOfFameContext } from './hall-of-fame-context';

const liveHallOfFame = hallOfFameMachine.provide({
  actors: {
    loadMajors: fromPromise(({ signal }) => getPreviousMajorEvents(signal)),
    loadDetails: fromPromise(async ({ input, signal }) => {
      const [result, photos] = await Promise.all([
        getEventWinnerResult(input, signal),
        getHallOfFameEventPhotos(input, signal),
      ]);
      return { result, photos };
    }),
  },
});

/** The event a major event's panel shows itself: its single event (not set up as sub-events). */
const singleEvent = (major: PreviousMajorEvent) =>
  major.setupModeId === SETUP_MODE.subEvents ? null : major.event;

/** The sub-events of an opened major event; an item's details show (and load) when it opens. */
function MajorEventPanel({ major }: { major: PreviousMajorEvent }) {
  const actor = HallOfFameContext.useActorRef();
  const [open, setOpen] = useState<string | null>(null);
  if (major.setupModeId !== SETUP_MODE.subEvents) {
    return major.event ? <HallOfFameEvent event={major.event} /> : <Text c="gray.7">No Data</Text>;
  }
  const subs = hallOfFameSubEvents(major.subMajorEvents);
  if (subs.length === 0) return <Text c="gray.7">No Data</Text>;
  const choose = (value: string | null) => {
    setOpen(value);
    const sub = subs.find((s) => String(s.subMajorEventId) === value);
    if (sub) actor.send({ type: 'details.load', eventId: sub.event.id });
  };
  return (
    <Accordion value={open} onChange={choose} variant="separated">
      {subs.map((sub) => (
        <Accordion.Item key={sub.subMajorEventId} value={String(sub.subMajorEventId)}>
          <Accordion.Control>
            {sub.subMajorEventName} · {dayjs(sub.event.dateTime).format('DD/MM/YYYY')}
          </Accordion.Control>
          <Accordion.Panel>
            {open === String(sub.subMajorEventId) && <HallOfFameEvent event={sub.event} />}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function MajorEvents() {
  const actor = HallOfFameContext.useActorRef();
  const majors = HallOfFameContext.useSelector((s) => s.context.majors);
  const [open, setOpen] = useState<string[]>([]);
  const choose = (values: string[]) => {
    for (const major of majors) {
      const event = singleEvent(major);
      const opened = values.includes(String(major.id)) && !open.includes(String(major.id));
      if (event && opened) actor.send({ type: 'details.load', eventId: event.id });
    }
    setOpen(values);
  };
  return (
    <Accordion multiple value={open} onChange={choose} variant="contained">
      {majors.map((major) => (
        <Accordion.Item key={major.id} value={String(major.id)}>
          <Accordion.Control>
            <BackgroundImage src={major.bannerUrl} radius="sm">
              <Stack gap={0} p="md" style={{ background: 'rgba(0,0,0,0.55)', borderRadius: 4 }}>
                <Title order={2} fz="h4" c="white">
                  {major.name}
                </Title>
                <Text c="gray.2" fz="sm">
                  {major.eventDateRangeDescription}
                </Text>
              </Stack>
            </BackgroundImage>
          </Accordion.Control>
          <Accordion.Panel>
            {open.includes(String(major.id)) && <MajorEventPanel major={major} />}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function HallOfFame() {
  const actor = HallOfFameContext.useActorRef();
  const loading = HallOfFameContext.useSelector((s) => s.hasTag('loading'));
  const empty = HallOfFameContext.useSelector((s) => s.matches('empty'));
  const failed = HallOfFameContext.useSelector((s) => s.matches('failed'));
  if (loading) return <PageLoader />;
  if (empty) return <Text c="gray.7">No Data</Text>;
  if (failed)
    return (
      <LoadFailed
        title="The hall of fame could not be loaded."
        onRetry={() => actor.send({ type: 'list.retry' })}
      />
    );
  return <MajorEvents />;
}

export function Component() {
  return <HallOfFamePage />;
}

/** /major-event-results: the past major events, each a collapsible panel under its banner. */
export function HallOfFamePage({ logic = liveHallOfFame }: { logic?: typeof liveHallOfFame }) {
  return (
    <HallOfFameContext.Provider logic={logic} options={useSsrActor(logic, inspectOptions())}>
      <Container size="lg" py="md">
        <title>{pageTitle('Hall of Fame')}</title>
        <Title order={1} mb="md">
          Hall of Fame
        </Title>
        <HallOfFame />
      </Container>
    </HallOfFameContext.Provider>
  );
}
