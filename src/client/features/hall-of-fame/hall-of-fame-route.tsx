import { Accordion, BackgroundImage, Container, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { PreviousMajorEvent } from '../../../shared/contract/major-event';
import { hallOfFameSubEvents, SETUP_MODE } from '../../../shared/major-event-rules';
import { pageTitle } from '../../../shared/site';
import { PageLoader } from '../../components/PageLoader';
import { useRemote } from '../../components/use-remote';
import { getPreviousMajorEvents } from './api';
import { HallOfFameEvent } from './HallOfFameEvent';

/** The sub-events of an opened major event; an item's details mount (and load) when it first opens. */
function MajorEventPanel({ major }: { major: PreviousMajorEvent }) {
  const [open, setOpen] = useState<string | null>(null);
  if (major.setupModeId !== SETUP_MODE.subEvents) {
    return major.event ? <HallOfFameEvent event={major.event} /> : <Text c="gray.7">No Data</Text>;
  }
  const subs = hallOfFameSubEvents(major.subMajorEvents);
  if (subs.length === 0) return <Text c="gray.7">No Data</Text>;
  return (
    <Accordion value={open} onChange={setOpen} variant="separated">
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

/** /major-event-results: the past major events, each a collapsible panel under its banner. */
export function Component() {
  const { data, loading } = useRemote(getPreviousMajorEvents, 'hall-of-fame');
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Container size="lg" py="md">
      <title>{pageTitle('Hall of Fame')}</title>
      <Title order={1} mb="md">
        Hall of Fame
      </Title>
      {loading ? (
        <PageLoader />
      ) : !data?.length ? (
        <Text c="gray.7">No Data</Text>
      ) : (
        <Accordion multiple value={open} onChange={setOpen} variant="contained">
          {data.map((major) => (
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
      )}
    </Container>
  );
}
