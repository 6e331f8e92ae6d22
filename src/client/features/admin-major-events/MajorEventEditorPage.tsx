import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  type MajorEventField,
  majorEventEditorMachine,
  PICK_MIN_CHARACTERS,
  type PickTarget,
} from '../../../../machines/major-event-editor';
import type { PickedEvent } from '../../../shared/contract/admin-major-events';
import { dateFormat } from '../../../shared/intl';
import { pageTitle } from '../../../shared/site';
import { STATES, stateById, timeZoneOf } from '../../../shared/states';
import { BodyEditor } from '../../components/BodyEditor';
import { LoadFailed } from '../../components/LoadFailed';
import { PageLoader } from '../../components/PageLoader';
import { publicPath } from './major-event-labels';

export const MajorEventEditorContext = createActorContext(majorEventEditorMachine);

const SUB_EVENT_TYPES = [
  { value: '1', label: 'Qualifier (day 1 flight)' },
  { value: '2', label: 'Master (day 2)' },
  { value: '3', label: 'Other' },
];

/** An event as the office tells it apart: title, venue, and when (in its state's time). */
function eventLine(event: PickedEvent) {
  const when = dateFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timeZoneOf(event.stateId),
  }).format(new Date(event.startsAt));
  return `${event.venueName} · ${when} · ${stateById(event.stateId)?.short ?? ''} · #${event.id}`;
}

function useField<F extends MajorEventField>(field: F) {
  const actor = MajorEventEditorContext.useActorRef();
  const value = MajorEventEditorContext.useSelector((s) => s.context.draft[field]);
  const error = MajorEventEditorContext.useSelector((s) => s.context.fieldErrors[field]);
  const change = (next: typeof value) => actor.send({ type: 'draft.change', field, value: next });
  return { value, error, change };
}

type TextFieldName =
  | 'name'
  | 'urlName'
  | 'series'
  | 'venueAddress'
  | 'logoUrl'
  | 'bannerUrl'
  | 'buyTicketUrl'
  | 'startsOn'
  | 'endsOn';

function TextField({
  field,
  label,
  description,
  required,
  type,
}: {
  field: TextFieldName;
  label: string;
  description?: string;
  required?: boolean;
  type?: 'date' | 'url';
}) {
  const { value, error, change } = useField(field);
  return (
    <TextInput
      label={label}
      required={required}
      type={type}
      description={description}
      value={value}
      error={error}
      onChange={(e) => change(e.currentTarget.value)}
    />
  );
}

function SwitchField({ field, label }: { field: 'aplpt' | 'featureEvent'; label: string }) {
  const { value, change } = useField(field);
  return <Switch label={label} checked={value} onChange={(e) => change(e.currentTarget.checked)} />;
}

function SelectField({
  field,
  label,
  data,
}: {
  field: 'stateId' | 'setupModeId' | 'linkedMajorEventId';
  label: string;
  data: { value: string; label: string }[];
}) {
  const { value, error, change } = useField(field);
  return (
    <NativeSelect
      label={label}
      data={data}
      value={value}
      error={error}
      onChange={(e) => change(e.currentTarget.value as never)}
    />
  );
}

function HtmlField({ field, label }: { field: 'description' | 'qualificationProcess'; label: string }) {
  const { value, error, change } = useField(field);
  return <BodyEditor label={label} value={value} error={error} onChange={change} />;
}

function UrlNameField() {
  const { value: urlName } = useField('urlName');
  const { value: aplpt } = useField('aplpt');
  return (
    <TextField
      field="urlName"
      label="URL name"
      required
      description={`The page's address: ${publicPath({ aplpt, urlName: urlName || '…' })}`}
    />
  );
}

function Details() {
  const others = MajorEventEditorContext.useSelector((s) => s.context.others);
  const id = MajorEventEditorContext.useSelector((s) => s.context.id);
  return (
    <Stack gap="sm">
      <TextField field="name" label="Name" required />
      <UrlNameField />
      <SimpleGrid cols={{ base: 1, sm: 2 }} verticalSpacing="sm">
        <SwitchField field="aplpt" label="APL Poker Tour (APLPT) event" />
        <SwitchField field="featureEvent" label="Feature on the home page" />
        <SelectField
          field="stateId"
          label="State"
          data={[
            { value: '', label: 'Every state' },
            ...STATES.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
        />
        <SelectField
          field="setupModeId"
          label="Set up as"
          data={[
            { value: '1', label: 'A single event' },
            { value: '2', label: 'Sub-events (flights and days)' },
          ]}
        />
        <TextField field="startsOn" label="First day" type="date" required />
        <TextField field="endsOn" label="Last day" type="date" required />
      </SimpleGrid>
      <TextField field="venueAddress" label="Venue address" />
      <TextField
        field="series"
        label="Series"
        description="Editions with the same series show each other's winners as recent winners"
      />
      <SelectField
        field="linkedMajorEventId"
        label="Linked major event"
        data={[
          { value: '', label: 'None' },
          ...others.filter((m) => m.id !== id).map((m) => ({ value: String(m.id), label: m.name })),
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} verticalSpacing="sm">
        <TextField field="logoUrl" label="Logo image" required description="/media/… or https://…" />
        <TextField field="bannerUrl" label="Banner image" required description="/media/… or https://…" />
      </SimpleGrid>
      <TextField
        field="buyTicketUrl"
        label="Buy Tickets link"
        type="url"
        description="Leave blank for no Buy Tickets button"
      />
      <HtmlField field="description" label="Description" />
      <HtmlField field="qualificationProcess" label="Qualification process" />
    </Stack>
  );
}

function SingleEvent() {
  const actor = MajorEventEditorContext.useActorRef();
  const mode = MajorEventEditorContext.useSelector((s) => s.context.draft.setupModeId);
  const single = MajorEventEditorContext.useSelector((s) => s.context.single);
  const error = MajorEventEditorContext.useSelector((s) => s.context.fieldErrors.eventId);
  if (mode !== '1') return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="single-event-heading">
      <Title order={2} size="h4" id="single-event-heading">
        The event
      </Title>
      {single ? (
        <Text style={{ overflowWrap: 'anywhere' }}>
          <strong>{single.title}</strong> · {eventLine(single)}
        </Text>
      ) : (
        <Text>No event chosen yet.</Text>
      )}
      {error && (
        <Text c="red.8" size="sm">
          {error}
        </Text>
      )}
      <Group gap="sm">
        <Button variant="default" onClick={() => actor.send({ type: 'picker.open', target: 'single' })}>
          Choose the event
        </Button>
        {single && (
          <Button variant="subtle" color="red" onClick={() => actor.send({ type: 'single.clear' })}>
            Clear the event
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function SubEventRow({ index }: { index: number }) {
  const actor = MajorEventEditorContext.useActorRef();
  const row = MajorEventEditorContext.useSelector((s) => s.context.subEvents[index]);
  const errors = MajorEventEditorContext.useSelector((s) => s.context.fieldErrors);
  if (!row) return null;
  const error = (field: string) => errors[`subEvents.${index}.${field}`];
  const change = (field: 'name' | 'typeId' | 'eventNumber', value: string) =>
    actor.send({ type: 'subEvent.change', index, field, value });
  return (
    <Paper withBorder p="sm" component="li" aria-label={row.name || row.event.title}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <strong>{row.event.title}</strong> · {eventLine(row.event)}
      </Text>
      {error('eventId') && (
        <Text c="red.8" size="sm">
          {error('eventId')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} verticalSpacing="xs" mt="xs">
        <TextInput
          label="Day's name"
          value={row.name}
          error={error('name')}
          onChange={(e) => change('name', e.currentTarget.value)}
        />
        <NativeSelect
          label="Kind"
          data={SUB_EVENT_TYPES}
          value={row.typeId}
          error={error('typeId')}
          onChange={(e) => change('typeId', e.currentTarget.value)}
        />
        <TextInput
          type="number"
          min={1}
          label="Event number"
          value={row.eventNumber}
          error={error('eventNumber')}
          onChange={(e) => change('eventNumber', e.currentTarget.value)}
        />
      </SimpleGrid>
      <Button
        mt="xs"
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={() => actor.send({ type: 'subEvent.remove', index })}
      >
        Remove {row.name || 'this day'}
      </Button>
    </Paper>
  );
}

function Schedule() {
  const actor = MajorEventEditorContext.useActorRef();
  const count = MajorEventEditorContext.useSelector((s) => s.context.subEvents.length);
  const error = MajorEventEditorContext.useSelector((s) => s.context.fieldErrors.subEvents);
  return (
    <Stack gap="xs" component="section" aria-labelledby="schedule-heading">
      <Title order={2} size="h4" id="schedule-heading">
        Schedule
      </Title>
      <Text size="sm" c="gray.7">
        Each day or flight is a game on the calendar; the public page lists those from today on.
      </Text>
      {count === 0 && <Text>No days yet.</Text>}
      {count > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Schedule">
          {Array.from({ length: count }, (_, index) => (
            // Rows are the schedule's order; a removed row's fields move with it.
            // biome-ignore lint/suspicious/noArrayIndexKey: the row's place is its identity in the form
            <SubEventRow key={index} index={index} />
          ))}
        </Stack>
      )}
      {error && (
        <Text c="red.8" size="sm">
          {error}
        </Text>
      )}
      <Group>
        <Button variant="default" onClick={() => actor.send({ type: 'picker.open', target: 'subEvent' })}>
          Add a day
        </Button>
      </Group>
    </Stack>
  );
}

function QualifierRow({ index }: { index: number }) {
  const actor = MajorEventEditorContext.useActorRef();
  const row = MajorEventEditorContext.useSelector((s) => s.context.qualifiers[index]);
  const errors = MajorEventEditorContext.useSelector((s) => s.context.fieldErrors);
  if (!row) return null;
  return (
    <Paper withBorder p="sm" component="li" aria-label={row.event.title}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <strong>{row.event.title}</strong> · {eventLine(row.event)}
      </Text>
      {errors[`qualifiers.${index}.eventId`] && (
        <Text c="red.8" size="sm">
          {errors[`qualifiers.${index}.eventId`]}
        </Text>
      )}
      <Group align="flex-end" gap="sm" mt="xs" wrap="wrap">
        <TextInput
          type="number"
          min={1}
          label="Qualifying places"
          description="Its top finishers who qualify"
          value={row.qualifyingPlaces}
          error={errors[`qualifiers.${index}.qualifyingPlaces`]}
          onChange={(e) => actor.send({ type: 'qualifier.change', index, value: e.currentTarget.value })}
        />
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={() => actor.send({ type: 'qualifier.remove', index })}
        >
          Remove satellite
        </Button>
      </Group>
    </Paper>
  );
}

function Satellites() {
  const actor = MajorEventEditorContext.useActorRef();
  const count = MajorEventEditorContext.useSelector((s) => s.context.qualifiers.length);
  return (
    <Stack gap="xs" component="section" aria-labelledby="satellites-heading">
      <Title order={2} size="h4" id="satellites-heading">
        Satellites
      </Title>
      <Text size="sm" c="gray.7">
        Games whose top finishers qualify for this event; they make its qualifier list.
      </Text>
      {count === 0 && <Text>No satellites yet.</Text>}
      {count > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Satellites">
          {Array.from({ length: count }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the row's place is its identity in the form
            <QualifierRow key={index} index={index} />
          ))}
        </Stack>
      )}
      <Group>
        <Button variant="default" onClick={() => actor.send({ type: 'picker.open', target: 'qualifier' })}>
          Add a satellite
        </Button>
      </Group>
    </Stack>
  );
}

const PICKER_TITLES: Record<PickTarget, string> = {
  single: 'Choose the event',
  subEvent: 'Add a day to the schedule',
  qualifier: 'Add a satellite',
};

function Picker() {
  const actor = MajorEventEditorContext.useActorRef();
  const picker = MajorEventEditorContext.useSelector((s) => s.context.picker);
  const searching = MajorEventEditorContext.useSelector((s) => s.matches({ picking: 'searching' }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="picker-heading">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id="picker-heading">
          {PICKER_TITLES[picker.target]}
        </Title>
        <Button variant="default" onClick={() => actor.send({ type: 'picker.close' })}>
          Back to the form
        </Button>
      </Group>
      <Group
        component="form"
        align="flex-end"
        gap="sm"
        wrap="wrap"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'picker.search' });
        }}
      >
        <TextInput
          label="Find a game"
          description={`Words of its title or venue (at least ${PICK_MIN_CHARACTERS} characters), or its number`}
          value={picker.text}
          onChange={(e) => actor.send({ type: 'picker.type', text: e.currentTarget.value })}
          flex={1}
          miw={200}
        />
        <Button type="submit" loading={searching}>
          Search
        </Button>
      </Group>
      {picker.error && (
        <Alert color="red" role="alert" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          {picker.error}
        </Alert>
      )}
      {picker.results?.length === 0 && <Text>No games found.</Text>}
      {picker.results && picker.results.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Games found">
          {picker.results.map((event) => (
            <Paper withBorder p="sm" component="li" key={event.id}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Box style={{ overflowWrap: 'anywhere' }} maw="100%">
                  <Text fw={600}>{event.title}</Text>
                  <Text size="sm" c="gray.7">
                    {eventLine(event)}
                  </Text>
                </Box>
                <Button
                  size="compact-sm"
                  aria-label={`Choose ${event.title} (#${event.id})`}
                  onClick={() => actor.send({ type: 'picker.choose', event })}
                >
                  Choose
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Messages() {
  const error = MajorEventEditorContext.useSelector((s) =>
    s.matches('loadFailed') ? null : s.context.error,
  );
  const notice = MajorEventEditorContext.useSelector((s) => s.context.notice);
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

function Form() {
  const actor = MajorEventEditorContext.useActorRef();
  const busy = MajorEventEditorContext.useSelector((s) => s.hasTag('busy'));
  return (
    <Stack
      gap="lg"
      component="form"
      aria-label="Major event"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'save.submit' });
      }}
    >
      <Details />
      <SingleEvent />
      <Schedule />
      <Satellites />
      <Group>
        <Button type="submit" loading={busy}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

/** /admin/major-events/{id|new}: a major event's editor, or its event picker. */
export function MajorEventEditorPage() {
  const actor = MajorEventEditorContext.useActorRef();
  const id = MajorEventEditorContext.useSelector((s) => s.context.id);
  const loading = MajorEventEditorContext.useSelector((s) => s.matches('loading'));
  const failed = MajorEventEditorContext.useSelector((s) => s.matches('loadFailed'));
  const picking = MajorEventEditorContext.useSelector((s) => s.matches('picking'));
  const saved = MajorEventEditorContext.useSelector((s) => s.context.saved);
  const params = useParams();
  const navigate = useNavigate();
  // A new event, once saved, has an address of its own (a reload opens it again).
  useEffect(() => {
    if (id !== null && params['*'] === 'new') navigate(`/admin/major-events/${id}`, { replace: true });
  }, [id, params, navigate]);
  return (
    <Stack gap="md">
      <title>{pageTitle(saved ? `Edit: ${saved.name}` : 'New major event')}</title>
      <Anchor component={Link} to="/admin/major-events" size="sm">
        All major events
      </Anchor>
      <Title order={1}>{id === null ? 'New major event' : 'Edit major event'}</Title>
      {loading && <PageLoader />}
      {failed && (
        <LoadFailed
          title="The major event could not be loaded"
          onRetry={() => actor.send({ type: 'load.retry' })}
        />
      )}
      {!loading && !failed && (
        <>
          {saved ? (
            <Anchor component={Link} to={publicPath(saved)} size="sm">
              View on the site
            </Anchor>
          ) : (
            <Text size="sm">Not saved yet</Text>
          )}
          <Messages />
          {picking ? <Picker /> : <Form />}
        </>
      )}
    </Stack>
  );
}
