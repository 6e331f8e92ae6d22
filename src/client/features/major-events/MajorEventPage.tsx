import '@mantine/core/styles/Tabs.css';
import { Anchor, Button, Container, Grid, Image, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { MajorEventTab } from '../../../../machines/major-event-page';
import type { MajorEventDetail } from '../../../shared/contract/major-event';
import { scheduleTabLabel, upcomingSubEvents } from '../../../shared/major-event-rules';
import { pageTitle } from '../../../shared/site';
import { inspectOptions } from '../../components/inspector';
import { PageLoader } from '../../components/PageLoader';
import { PageRedirect } from '../../components/PageRedirect';
import { RichContent } from '../../components/RichContent';
import { useWideScreen } from '../../components/use-wide-screen';
import { useSsrActor } from '../../ssr/ssr-actors';
import { liveMajorEventPageMachine } from './live-major-event-page';
import { MajorEventSchedule } from './MajorEventSchedule';
import { QualifierList } from './QualifierList';
import { RecentWinners } from './RecentWinners';

const TABS: MajorEventTab[] = ['about', 'qualifiers', 'schedule', 'qualification', 'winners'];

function DetailsPanel({ event }: { event: MajorEventDetail }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="event-details">
      <Title order={2} fz="h4" mb="xs">
        Event details
      </Title>
      <Text fz="sm">
        <b>Dates:</b> {event.eventDateRangeDescription}
      </Text>
      <Text fz="sm">
        <b>Venue:</b> {event.event.venueAddress}
      </Text>
      {event.totalPTCredit > 0 && (
        <Text fz="sm">
          <b>PTC on offer:</b> {event.totalPTCredit} PTC
        </Text>
      )}
      {event.buyTicketUrl && (
        <Button component="a" href={event.buyTicketUrl} target="_blank" rel="noopener" mt="sm" fullWidth>
          Buy Tickets
        </Button>
      )}
    </Paper>
  );
}

/**
 * /major-events/{name} and /aplpt/{name}: two columns on a desktop, tabs on a phone; every flow (tabs,
 * qualifier search, chip stack list) is the major event page machine's. `logic` is replaced in tests.
 */
export function MajorEventPage({
  name,
  aplpt,
  today = dayjs().format('YYYY-MM-DD'),
  logic = liveMajorEventPageMachine,
}: {
  name: string;
  aplpt: boolean;
  today?: string;
  logic?: typeof liveMajorEventPageMachine;
}) {
  const actor = useActorRef(logic, useSsrActor(logic, { input: { name, aplpt }, ...inspectOptions() }));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const event = useSelector(actor, (s) => s.context.event);
  const qualifiers = useSelector(actor, (s) => s.context.qualifiers);
  const master = useSelector(actor, (s) => s.context.master);
  const search = useSelector(actor, (s) => s.context.search);
  const masterMode = useSelector(actor, (s) => s.matches({ ready: { mode: 'master' } }));
  const loadingList = useSelector(actor, (s) =>
    masterMode ? s.hasTag('loading.master') : s.hasTag('loading.qualifiers'),
  );
  const canSwitch = useSelector(actor, (s) => s.can({ type: 'qualifiers.mode' }) || masterMode);
  const fullTabs = useSelector(actor, (s) => s.can({ type: 'tab.winners' }));
  const tab = useSelector(actor, (s) => TABS.find((t) => s.matches({ ready: { tab: t } })) ?? 'about');
  const wide = useWideScreen();

  if (failed) return <PageRedirect to="/page-not-found" />;
  if (!event) return <PageLoader />;

  const sections: Record<MajorEventTab, { label: string; content: ReactNode }> = {
    about: {
      label: 'ABOUT',
      content: (
        <Stack gap="sm">
          <RichContent html={event.description} />
          {!wide && <DetailsPanel event={event} />}
        </Stack>
      ),
    },
    qualifiers: {
      label: event.aplpt ? 'PTC' : 'QUALIFIERS',
      content: (
        <QualifierList
          qualifiers={qualifiers}
          master={master}
          masterMode={masterMode}
          canSwitch={canSwitch}
          loading={loadingList}
          search={search}
          onSearch={(text) => actor.send({ type: 'qualifiers.search', text })}
          onSwitch={() => actor.send({ type: 'qualifiers.mode' })}
        />
      ),
    },
    schedule: {
      label: scheduleTabLabel(event.name),
      content: <MajorEventSchedule days={upcomingSubEvents(event.subMajorEvents, today)} />,
    },
    qualification: {
      label: 'QUALIFICATION',
      content: event.qualificationProcess ? (
        <RichContent html={event.qualificationProcess} />
      ) : (
        <Text c="gray.7">No Data to display</Text>
      ),
    },
    winners: { label: 'RECENT WINNERS', content: <RecentWinners winners={event.previousWinners} /> },
  };
  const shown = TABS.filter((t) => fullTabs || (t !== 'qualification' && t !== 'winners'));
  const section = (t: MajorEventTab) => (
    <section key={t} aria-labelledby={`major-${t}`}>
      <Title order={2} fz="h3" mb="sm" id={`major-${t}`}>
        {sections[t].label}
      </Title>
      {sections[t].content}
    </section>
  );

  return (
    <Container size="lg" py="md">
      <title>{pageTitle(event.name)}</title>
      <Image src={event.bannerUrl} alt="" radius="md" h={{ base: 140, md: 260 }} fit="cover" mb="md" />
      <Title order={1} mb={4}>
        {event.name}
      </Title>
      <Text c="gray.7" mb="md">
        {event.eventDateRangeDescription}
        {event.buyTicketUrl && (
          <>
            {' · '}
            <Anchor href={event.buyTicketUrl} target="_blank" rel="noopener" underline="always">
              Buy Tickets
            </Anchor>
          </>
        )}
      </Text>
      {wide ? (
        // The qualifier list (up to 100 rows) runs under both columns, so neither column stands empty beside it.
        <Stack gap="xl">
          <Grid gap="xl">
            <Grid.Col span={7}>
              <Stack gap="xl">
                {shown.filter((t) => t !== 'qualifiers' && t !== 'winners').map(section)}
              </Stack>
            </Grid.Col>
            <Grid.Col span={5}>
              <Stack gap="xl">
                <DetailsPanel event={event} />
                {shown.filter((t) => t === 'winners').map(section)}
              </Stack>
            </Grid.Col>
          </Grid>
          {shown.filter((t) => t === 'qualifiers').map(section)}
        </Stack>
      ) : (
        <Tabs
          value={tab}
          keepMounted={false}
          onChange={(next) => next && actor.send({ type: `tab.${next as MajorEventTab}` })}
        >
          <Tabs.List mb="md">
            {shown.map((t) => (
              <Tabs.Tab key={t} value={t}>
                {sections[t].label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {shown.map((t) => (
            <Tabs.Panel key={t} value={t}>
              {sections[t].content}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Container>
  );
}
