import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { Link } from 'react-router-dom';
import { adminMajorEventsListMachine } from '../../../../machines/admin-major-events-list';
import type { StaffMajorEventSummary } from '../../../shared/contract/admin-major-events';
import { pageTitle } from '../../../shared/site';
import { stateById } from '../../../shared/states';
import { LoadFailed } from '../../components/LoadFailed';
import { PageLoader } from '../../components/PageLoader';
import { dayRange, publicPath } from './major-event-labels';

export const AdminMajorEventsListContext = createActorContext(adminMajorEventsListMachine);

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function MajorEventRow({ major }: { major: StaffMajorEventSummary }) {
  return (
    <Paper withBorder p="sm" component="li" data-testid="admin-major-event-row">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Anchor
          component={Link}
          to={`/admin/major-events/${major.id}`}
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {major.name}
        </Anchor>
        <Badge color={major.aplpt ? 'grape' : 'blue'} variant="light" c="dark">
          {major.aplpt ? 'APLPT' : 'Major event'}
        </Badge>
      </Group>
      <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {dayRange(major.startsOn, major.endsOn)} · {stateById(major.stateId)?.short ?? 'All states'} ·{' '}
        {count(major.subEventCount, 'day', 'days')} · {count(major.qualifierCount, 'satellite', 'satellites')}
      </Text>
      <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {publicPath(major)}
      </Text>
    </Paper>
  );
}

/** /admin/major-events: the major events, the latest first, and a way to add one. */
export function AdminMajorEventsListPage() {
  const actor = AdminMajorEventsListContext.useActorRef();
  const majors = AdminMajorEventsListContext.useSelector((s) => s.context.majorEvents);
  const busy = AdminMajorEventsListContext.useSelector((s) => s.hasTag('busy'));
  const failed = AdminMajorEventsListContext.useSelector((s) => s.matches('failed'));
  return (
    <Stack gap="md">
      <title>{pageTitle('Major events')}</title>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>Major events</Title>
        <Button component={Link} to="/admin/major-events/new">
          New major event
        </Button>
      </Group>
      {busy && <PageLoader />}
      {failed && (
        <LoadFailed
          title="The major events could not be loaded"
          onRetry={() => actor.send({ type: 'list.retry' })}
        />
      )}
      {!busy && !failed && majors.length === 0 && <Text>No major events yet.</Text>}
      {!busy && majors.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Major events">
          {majors.map((major) => (
            <MajorEventRow key={major.id} major={major} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
