import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  Alert,
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { StaffMember, StaffRole } from '../../../shared/contract/admin';
import { STAFF_ROLE_LABELS } from '../../../shared/staff-roles';
import { inspectOptions } from '../../components/inspector';
import { PageLoader } from '../../components/PageLoader';
import { liveAdminStaffMachine } from './api';

/** The most venue names a card lists before "and N more" (the demo director runs every Victorian venue). */
const NAMES_SHOWN = 6;
const runsText = (names: string[]) =>
  names.length <= NAMES_SHOWN
    ? `Runs: ${names.join(', ')}`
    : `Runs ${names.length} venues: ${names.slice(0, NAMES_SHOWN).join(', ')} and ${names.length - NAMES_SHOWN} more`;

const ROLE_OPTIONS = Object.entries(STAFF_ROLE_LABELS).map(([value, label]) => ({ value, label }));

/** Roles and venues: the league's staff, a role given by e-mail, and each venue director's venues. */
export function StaffPage({ logic = liveAdminStaffMachine }: { logic?: typeof liveAdminStaffMachine }) {
  const actor = useActorRef(logic, inspectOptions());
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const staff = useSelector(actor, (s) => s.context.staff);
  const venues = useSelector(actor, (s) => s.context.venues);
  const email = useSelector(actor, (s) => s.context.email);
  const role = useSelector(actor, (s) => s.context.role);
  const editing = useSelector(actor, (s) => s.context.editing);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'role.submit' }));
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const savingRole = useSelector(actor, (s) => s.matches('savingRole'));

  if (loading) return <PageLoader />;
  if (failed)
    return (
      <Stack gap="md">
        <Title order={1}>Roles and venues</Title>
        <Alert color="red" role="alert" title="Not loaded">
          {error}
        </Alert>
        <Button onClick={() => actor.send({ type: 'staff.retry' })} w="fit-content">
          Try again
        </Button>
      </Stack>
    );

  const venueData = venues.map((v) => ({ value: String(v.id), label: v.label }));
  const card = (member: StaffMember) => {
    const mine = editing?.memberId === member.memberId;
    return (
      <Paper
        key={member.memberId}
        withBorder
        p="sm"
        radius="md"
        component="li"
        data-testid="staff-member"
        aria-label={member.name}
      >
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{member.name}</Text>
            <Text fz="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {member.email ?? 'No e-mail'} · #{member.membershipId}
            </Text>
          </div>
          <Badge variant="light">{STAFF_ROLE_LABELS[member.role]}</Badge>
        </Group>
        {member.role === 'director' && !mine && (
          <Group justify="space-between" align="flex-end" mt="xs" wrap="wrap" gap="xs">
            <Text fz="sm" data-testid="staff-venues" style={{ minWidth: 0, flex: '1 1 200px' }}>
              {member.venues.length === 0
                ? 'No venues yet: they can run no event.'
                : runsText(member.venues.map((v) => v.title))}
            </Text>
            <Button
              size="xs"
              variant="light"
              disabled={busy || editing !== null}
              onClick={() => actor.send({ type: 'venues.edit', memberId: member.memberId })}
              aria-label={`Choose venues for ${member.name}`}
            >
              Choose venues
            </Button>
          </Group>
        )}
        {member.role === 'league_admin' && (
          <Text fz="sm" mt="xs" c="gray.7">
            Runs every venue.
          </Text>
        )}
        {mine && editing && (
          <Stack gap="xs" mt="xs">
            <MultiSelect
              label={`Venues ${member.name} runs`}
              placeholder="Type a venue's name"
              data={venueData}
              value={editing.venueIds.map(String)}
              onChange={(values) => actor.send({ type: 'venues.pick', venueIds: values.map(Number) })}
              searchable
              clearable
              nothingFoundMessage="No venue by that name"
              comboboxProps={{ withinPortal: false }}
              disabled={busy}
              maxDropdownHeight={240}
            />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group gap="xs">
              <Button size="sm" loading={busy} onClick={() => actor.send({ type: 'venues.save' })}>
                Save venues
              </Button>
              <Button
                size="sm"
                variant="default"
                disabled={busy}
                onClick={() => actor.send({ type: 'venues.cancel' })}
              >
                Cancel
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
    );
  };

  return (
    <Stack gap="md">
      <Title order={1}>Roles and venues</Title>
      <Text c="gray.7">
        A role or a venue given here holds from the member's next request, and is recorded in the audit trail.
      </Text>
      {notice && (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'role.submit' });
          }}
          aria-labelledby="give-role"
        >
          <Title order={2} fz="h4" id="give-role" mb="xs">
            Give a member a role
          </Title>
          <Stack gap="xs">
            <TextInput
              label="Member's e-mail"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => actor.send({ type: 'role.email', email: e.currentTarget.value })}
              disabled={!ready}
            />
            <Select
              label="Role"
              data={ROLE_OPTIONS}
              value={role}
              allowDeselect={false}
              onChange={(value) => value && actor.send({ type: 'role.pick', role: value as StaffRole })}
              comboboxProps={{ withinPortal: false }}
              disabled={!ready}
            />
            {error && editing === null && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" disabled={!canSubmit} loading={savingRole} w="fit-content">
              Save role
            </Button>
          </Stack>
        </form>
      </Paper>
      <Title order={2} fz="h4">
        The league's staff ({staff.length})
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Staff">
        {staff.map(card)}
      </Stack>
    </Stack>
  );
}
