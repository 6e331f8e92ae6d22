import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { adminBannersMachine, type BannerField } from '../../../../machines/admin-banners';
import type { BannerKind, StaffBanner } from '../../../shared/contract/home-banners';
import { dateFormat } from '../../../shared/intl';
import { pageTitle } from '../../../shared/site';
import { STATES } from '../../../shared/states';
import { LoadFailed } from '../../components/LoadFailed';
import { PageLoader } from '../../components/PageLoader';

export const AdminBannersContext = createActorContext(adminBannersMachine);

const KIND_LABELS: Record<BannerKind, string> = {
  major_event: 'Major event',
  news: 'News article',
  link: 'Another page',
};
const when = dateFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** When a banner shows, as the office reads it. */
function showing(banner: StaffBanner) {
  const from = banner.activeFrom ? `from ${when.format(new Date(banner.activeFrom))}` : '';
  const to = banner.activeTo ? `until ${when.format(new Date(banner.activeTo))}` : '';
  return [from, to].filter(Boolean).join(' ') || 'Always';
}

function useField<F extends BannerField>(field: F) {
  const actor = AdminBannersContext.useActorRef();
  const value = AdminBannersContext.useSelector((s) => s.context.draft[field]);
  const error = AdminBannersContext.useSelector((s) => s.context.fieldErrors[field]);
  const change = (next: typeof value) => actor.send({ type: 'draft.change', field, value: next });
  return { value, error, change };
}

function TextField({
  field,
  label,
  description,
  type,
}: {
  field: 'articleUrlName' | 'linkUrl' | 'title' | 'subtitle' | 'imageUrl' | 'activeFrom' | 'activeTo';
  label: string;
  description?: string;
  type?: 'datetime-local';
}) {
  const { value, error, change } = useField(field);
  return (
    <TextInput
      label={label}
      description={description}
      type={type}
      value={value}
      error={error}
      onChange={(e) => change(e.currentTarget.value)}
    />
  );
}

function TargetField() {
  const kind = useField('kind');
  const major = useField('majorEventId');
  const majors = AdminBannersContext.useSelector((s) => s.context.majors);
  return (
    <>
      <NativeSelect
        label="Links to"
        data={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))}
        value={kind.value}
        error={kind.error}
        onChange={(e) => kind.change(e.currentTarget.value as BannerKind)}
      />
      {kind.value === 'major_event' && (
        <NativeSelect
          label="Major event"
          data={[
            { value: '', label: 'Choose a major event' },
            ...majors.map((m) => ({ value: String(m.id), label: m.name })),
          ]}
          value={major.value}
          error={major.error}
          onChange={(e) => major.change(e.currentTarget.value)}
        />
      )}
      {kind.value === 'news' && (
        <TextField field="articleUrlName" label="Article's URL name" description="As in /news/{URL name}" />
      )}
      {kind.value === 'link' && (
        <TextField field="linkUrl" label="Link address" description="/leaderboards, or https://…" />
      )}
    </>
  );
}

function StatesField() {
  const { value, error, change } = useField('states');
  return (
    <Checkbox.Group
      label="States"
      description="None ticked: every state"
      value={value}
      error={error}
      onChange={(next) => change(next)}
    >
      <Group gap="sm" mt={4}>
        {STATES.map((s) => (
          <Checkbox key={s.id} value={s.short} label={s.short} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

function BannerForm() {
  const actor = AdminBannersContext.useActorRef();
  const editingId = AdminBannersContext.useSelector((s) => s.context.editingId);
  const busy = AdminBannersContext.useSelector((s) => s.hasTag('busy'));
  return (
    <Paper withBorder p="md">
      <Stack
        gap="sm"
        component="form"
        aria-label="Banner"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'save.submit' });
        }}
      >
        <Title order={2} size="h4">
          {editingId === null ? 'New banner' : 'Edit banner'}
        </Title>
        <TargetField />
        <SimpleGrid cols={{ base: 1, sm: 2 }} verticalSpacing="sm">
          <TextField field="title" label="Title" description="Blank: the event's or article's name" />
          <TextField field="subtitle" label="Subtitle" description="Blank: the event's dates, or 'News'" />
        </SimpleGrid>
        <TextField
          field="imageUrl"
          label="Picture"
          description="/media/… or https://…; blank: the target's banner"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} verticalSpacing="sm">
          <TextField field="activeFrom" label="Show from" type="datetime-local" />
          <TextField field="activeTo" label="Show until" type="datetime-local" />
        </SimpleGrid>
        <StatesField />
        <Group gap="sm">
          <Button type="submit" loading={busy}>
            Save banner
          </Button>
          <Button variant="default" disabled={busy} onClick={() => actor.send({ type: 'edit.cancel' })}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function BannerRow({ banner, index, count }: { banner: StaffBanner; index: number; count: number }) {
  const actor = AdminBannersContext.useActorRef();
  const ready = AdminBannersContext.useSelector((s) => s.matches('ready'));
  const name = banner.title || banner.targetName;
  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {index + 1}. {name}
        </Text>
        <Badge variant="light" c="dark">
          {KIND_LABELS[banner.kind]}
        </Badge>
      </Group>
      <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {banner.targetName} · {banner.states.length ? banner.states.join(', ') : 'Every state'} ·{' '}
        {showing(banner)}
      </Text>
      <Group gap="xs" mt="xs" wrap="wrap">
        <Button
          size="compact-sm"
          variant="default"
          disabled={!ready || index === 0}
          aria-label={`Move up: ${name}`}
          onClick={() => actor.send({ type: 'banner.move', id: banner.id, by: -1 })}
        >
          Up
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          disabled={!ready || index === count - 1}
          aria-label={`Move down: ${name}`}
          onClick={() => actor.send({ type: 'banner.move', id: banner.id, by: 1 })}
        >
          Down
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          disabled={!ready}
          aria-label={`Edit: ${name}`}
          onClick={() => actor.send({ type: 'edit.open', id: banner.id })}
        >
          Edit
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          disabled={!ready}
          aria-label={`Remove: ${name}`}
          onClick={() => actor.send({ type: 'banner.remove', id: banner.id })}
        >
          Remove
        </Button>
      </Group>
    </Paper>
  );
}

function Messages() {
  const error = AdminBannersContext.useSelector((s) => (s.matches('failed') ? null : s.context.error));
  const notice = AdminBannersContext.useSelector((s) => s.context.notice);
  return (
    <>
      {error && (
        <Alert color="red" role="alert" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          {error}
        </Alert>
      )}
      <Box role="status" aria-live="polite">
        {notice && (
          <Text c="green.9" fw={600}>
            {notice}
          </Text>
        )}
      </Box>
    </>
  );
}

/** /admin/banners: the home carousel's banners, in order, and the form for one. */
export function AdminBannersPage() {
  const actor = AdminBannersContext.useActorRef();
  const banners = AdminBannersContext.useSelector((s) => s.context.banners);
  const loading = AdminBannersContext.useSelector((s) => s.matches('loading'));
  const failed = AdminBannersContext.useSelector((s) => s.matches('failed'));
  const ready = AdminBannersContext.useSelector((s) => s.matches('ready'));
  const editing = AdminBannersContext.useSelector((s) => s.matches('editing') || s.matches('saving'));
  return (
    <Stack gap="md">
      <title>{pageTitle('Home banners')}</title>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>Home banners</Title>
        <Button disabled={!ready} onClick={() => actor.send({ type: 'edit.open', id: null })}>
          New banner
        </Button>
      </Group>
      <Text size="sm">
        The home page's carousel, in this order. A state with no banner showing gets the major events and
        three featured news.
      </Text>
      {loading && <PageLoader />}
      {failed && (
        <LoadFailed
          title="The banners could not be loaded"
          onRetry={() => actor.send({ type: 'list.retry' })}
        />
      )}
      {!loading && !failed && (
        <>
          <Messages />
          {editing && <BannerForm />}
          {banners.length === 0 ? (
            <Text>No banners set: the home page shows the major events and featured news.</Text>
          ) : (
            <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Banners">
              {banners.map((banner, index) => (
                <BannerRow key={banner.id} banner={banner} index={index} count={banners.length} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
