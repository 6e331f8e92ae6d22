import '@mantine/core/styles/Combobox.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { AuditFilterField } from '../../../../machines/admin-audit';
import { auditChanges } from '../../../shared/audit-values';
import type { StaffAuditRow } from '../../../shared/contract/admin';
import { inspectOptions } from '../../components/inspector';
import { auditCsvUrl, liveAdminAuditMachine } from './api';

const WHEN = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Australia/Melbourne',
});

function AuditRow({ row }: { row: StaffAuditRow }) {
  const changes = auditChanges(row.before, row.after);
  return (
    <Paper withBorder p="sm" radius="md" component="li" data-testid="audit-row">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>
          {row.actorName}{' '}
          <Badge variant="light" ml={4}>
            {row.action}
          </Badge>
        </Text>
        <Text fz="sm" c="gray.7">
          {WHEN.format(new Date(row.at))}
        </Text>
      </Group>
      <Text fz="sm" c="gray.7">
        {row.entity} #{row.entityId}
      </Text>
      <Stack gap={2} mt={4} component="dl" m={0}>
        {changes.map((change) => (
          <Text
            key={change.field}
            fz="sm"
            component="div"
            fw={change.changed ? 600 : 400}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="audit-change"
          >
            {change.field && (
              <Text span component="dt" display="inline" c="gray.7">
                {change.field}:{' '}
              </Text>
            )}
            <Text span component="dd" display="inline" m={0}>
              {change.before} → {change.after}
            </Text>
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** The audit trail: the staff's changes, filtered, paged, and downloadable as CSV with the same filters. */
export function AuditPage({ logic = liveAdminAuditMachine }: { logic?: typeof liveAdminAuditMachine }) {
  const actor = useActorRef(logic, inspectOptions());
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const draft = useSelector(actor, (s) => s.context.draft);
  const applied = useSelector(actor, (s) => s.context.applied);
  const audit = useSelector(actor, (s) => s.context.audit);
  const staff = useSelector(actor, (s) => s.context.staff);
  const error = useSelector(actor, (s) => s.context.error);
  const page = useSelector(actor, (s) => s.context.page);
  const canNewer = useSelector(actor, (s) => s.can({ type: 'page.go', page: s.context.page - 1 }));
  const canOlder = useSelector(actor, (s) => s.can({ type: 'page.go', page: s.context.page + 1 }));
  const canApply = useSelector(actor, (s) => s.matches('shown'));

  const change = (field: AuditFilterField) => (value: string) =>
    actor.send({ type: 'filter.change', field, value });
  const pages = audit ? Math.max(1, Math.ceil(audit.total / audit.pageSize)) : 1;
  const who = staff.map((s) => ({ value: String(s.memberId), label: s.name }));
  if (draft.actorId && !who.some((w) => w.value === draft.actorId))
    who.push({ value: draft.actorId, label: `Member #${draft.actorId}` });

  return (
    <Stack gap="md">
      <Title order={1}>Audit trail</Title>
      <Paper withBorder p="md" radius="md">
        <form
          aria-label="Filter the audit trail"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'filter.apply' });
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
            <Select
              label="Who"
              placeholder="Anyone"
              data={who}
              value={draft.actorId || null}
              onChange={(value) => change('actorId')(value ?? '')}
              clearable
              searchable
              comboboxProps={{ withinPortal: false }}
            />
            <TextInput
              label="Kind of thing"
              placeholder="member, event, avatar…"
              value={draft.entity}
              onChange={(e) => change('entity')(e.currentTarget.value)}
            />
            <TextInput
              label="Action"
              placeholder="role.set, venues.set…"
              value={draft.action}
              onChange={(e) => change('action')(e.currentTarget.value)}
            />
            <TextInput
              label="From"
              type="date"
              value={draft.from}
              onChange={(e) => change('from')(e.currentTarget.value)}
            />
            <TextInput
              label="To"
              type="date"
              value={draft.to}
              onChange={(e) => change('to')(e.currentTarget.value)}
            />
          </SimpleGrid>
          <Group gap="xs" mt="sm">
            <Button type="submit" disabled={!canApply}>
              Apply filters
            </Button>
            <Button
              variant="default"
              disabled={!canApply}
              onClick={() => actor.send({ type: 'filter.clear' })}
            >
              Clear
            </Button>
          </Group>
        </form>
      </Paper>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {failed && (
        <Button w="fit-content" onClick={() => actor.send({ type: 'audit.retry' })}>
          Try again
        </Button>
      )}
      {audit && (
        <Stack gap="xs" aria-busy={busy}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600} role="status">
              {audit.total === 1 ? '1 change' : `${audit.total.toLocaleString('en-AU')} changes`}
              {audit.total > 0 ? ` · page ${page} of ${pages}` : ''}
            </Text>
            <Anchor href={auditCsvUrl(applied)} download="staff-audit.csv">
              Download CSV
            </Anchor>
          </Group>
          {audit.rows.length === 0 ? (
            <Text c="gray.7">No change matches these filters.</Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Changes">
              {audit.rows.map((row) => (
                <AuditRow key={row.id} row={row} />
              ))}
            </Stack>
          )}
          {pages > 1 && (
            <Group gap="xs">
              <Button
                variant="default"
                disabled={!canNewer}
                onClick={() => actor.send({ type: 'page.go', page: page - 1 })}
              >
                ‹ Newer
              </Button>
              <Button
                variant="default"
                disabled={!canOlder}
                onClick={() => actor.send({ type: 'page.go', page: page + 1 })}
              >
                Older ›
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
