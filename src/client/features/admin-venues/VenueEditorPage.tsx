import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { Link } from 'react-router-dom';
import { type VenueField, venueEditorMachine } from '../../../../machines/venue-editor';
import { stateById } from '../../../shared/states';
import { VenuePageHead } from './VenuePageHead';

export const VenueEditorContext = createActorContext(venueEditorMachine);

const FIELDS: { field: VenueField; label: string; description?: string; required?: boolean }[] = [
  { field: 'name', label: 'Name', required: true },
  {
    field: 'street',
    label: 'Street address',
    description: 'Number and street, e.g. 12 Smith Street',
    required: true,
  },
  { field: 'suburb', label: 'Suburb', required: true },
  { field: 'postcode', label: 'Postcode', required: true },
  { field: 'phone', label: 'Phone' },
  {
    field: 'slug',
    label: 'Page address',
    description: 'The venue page is /venue/<page address>; left empty, it is made from the name and suburb.',
  },
];

/** A new venue's venue directors: the members with that role, any of them. */
function DirectorChoice() {
  const actor = VenueEditorContext.useActorRef();
  const directors = VenueEditorContext.useSelector((s) => s.context.directors);
  const chosen = VenueEditorContext.useSelector((s) => s.context.directorIds);
  const errors = VenueEditorContext.useSelector((s) => s.context.errors);
  if (directors === null) return null;
  return (
    <Checkbox.Group
      label="Venue directors"
      description="They run its clock, results, schedule and photos from the start."
      value={chosen.map(String)}
      error={errors.directorIds}
    >
      <Stack gap={6} mt={6}>
        {directors.length === 0 && !errors.directorIds ? (
          <Text size="sm">No member is a venue director yet.</Text>
        ) : null}
        {directors.map((director) => (
          <Checkbox
            key={director.memberId}
            value={String(director.memberId)}
            label={director.email ? `${director.name} (${director.email})` : director.name}
            onChange={() => actor.send({ type: 'director.toggle', memberId: director.memberId })}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** /admin/venues/new and /admin/venues/{id}: a venue's details; the suburb and postcode are checked by the server. */
export function VenueEditorPage() {
  const actor = VenueEditorContext.useActorRef();
  const draft = VenueEditorContext.useSelector((s) => s.context.draft);
  const errors = VenueEditorContext.useSelector((s) => s.context.errors);
  const error = VenueEditorContext.useSelector((s) => s.context.error);
  const venue = VenueEditorContext.useSelector((s) => s.context.venue);
  const saved = VenueEditorContext.useSelector((s) => s.context.saved);
  const loading = VenueEditorContext.useSelector((s) => s.matches('loading'));
  const loadFailed = VenueEditorContext.useSelector((s) => s.matches('loadFailed'));
  const saving = VenueEditorContext.useSelector((s) => s.matches('saving'));
  const title = venue ? venue.name : 'New venue';
  return (
    <Stack gap="md">
      <VenuePageHead
        title={loading ? 'Venue' : title}
        what="the venue"
        loading={loading}
        failed={loadFailed}
        error={error}
        onRetry={() => actor.send({ type: 'venue.retry' })}
      />
      {!loading && !loadFailed ? (
        <form
          aria-label="Venue details"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'save.submit' });
          }}
        >
          <Stack gap="sm">
            {saved && venue ? (
              <Alert color="green" role="status" title="Saved">
                <Text>
                  {venue.address} ({venue.regionName ?? 'no region'}, {stateById(venue.stateId)?.name}).
                </Text>
              </Alert>
            ) : null}
            {error ? (
              <Alert color="red" role="alert" title="Not saved">
                {error}
              </Alert>
            ) : null}
            {FIELDS.map(({ field, label, description, required }) => (
              <TextInput
                key={field}
                label={label}
                description={description}
                required={required}
                value={draft[field]}
                error={errors[field]}
                onChange={(e) => actor.send({ type: 'draft.change', field, value: e.currentTarget.value })}
              />
            ))}
            <Textarea
              label="Description"
              rows={4}
              value={draft.description}
              error={errors.description}
              onChange={(e) =>
                actor.send({ type: 'draft.change', field: 'description', value: e.currentTarget.value })
              }
            />
            {venue === null ? <DirectorChoice /> : null}
            <Group wrap="wrap">
              <Button type="submit" loading={saving}>
                Save venue
              </Button>
              {venue ? (
                <>
                  <Button component={Link} variant="light" to={`/admin/venues/${venue.id}/weekly-games`}>
                    Weekly games
                  </Button>
                  <Anchor component={Link} to={`/venue/${venue.slug}`}>
                    Venue page
                  </Anchor>
                </>
              ) : null}
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
