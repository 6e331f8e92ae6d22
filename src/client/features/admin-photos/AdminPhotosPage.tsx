import {
  Alert,
  Button,
  FileButton,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { formatEventDate } from '../../../shared/event-dates';
import { PHOTO_CAPTION_MAX } from '../../../shared/photo-rules';
import { pageTitle } from '../../../shared/site';
import { SearchForm } from '../../components/SearchForm';
import { AdminPhotosContext } from './admin-photos-context';
import { PhotoCard } from './PhotoCard';

const chosenText = (files: readonly { name: string }[]) =>
  files.length === 0
    ? 'No photo chosen'
    : `${files.length === 1 ? '1 photo' : `${files.length} photos`} chosen: ${files.map((f) => f.name).join(', ')}`;

/** Choosing the event: the latest ones the member may add photos to, searched by title or venue. */
function EventChooser() {
  const actor = AdminPhotosContext.useActorRef();
  const query = AdminPhotosContext.useSelector((s) => s.context.query);
  const events = AdminPhotosContext.useSelector((s) => s.context.events);
  const error = AdminPhotosContext.useSelector((s) => s.context.error);
  const searching = AdminPhotosContext.useSelector((s) => s.matches('searching'));
  return (
    <Stack gap="sm">
      <SearchForm
        name="Find an event"
        label="Event or venue"
        value={query}
        busy={searching}
        onChange={(text) => actor.send({ type: 'search.change', query: text })}
        onSubmit={() => actor.send({ type: 'search.submit' })}
      />
      {error ? (
        <Alert color="red" role="alert" title="The events could not be loaded">
          {error}
        </Alert>
      ) : null}
      {searching ? <Loader aria-label="Loading the events" /> : null}
      {!searching && !error && events.length === 0 ? <Text>No event found</Text> : null}
      {!searching ? (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Events">
          {events.map((event) => (
            <li key={event.id}>
              <UnstyledButton
                onClick={() => actor.send({ type: 'event.choose', eventId: event.id })}
                p="xs"
                w="100%"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Text fw={600}>{event.title}</Text>
                <Text size="sm" c="gray.7">
                  {event.venueName}, {formatEventDate(event.startsAt, event.stateId)}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Adding photos: several files at once and one caption for them. */
function UploadForm() {
  const actor = AdminPhotosContext.useActorRef();
  const files = AdminPhotosContext.useSelector((s) => s.context.files);
  const caption = AdminPhotosContext.useSelector((s) => s.context.caption);
  const fieldErrors = AdminPhotosContext.useSelector((s) => s.context.fieldErrors);
  const busy = AdminPhotosContext.useSelector((s) => s.hasTag('busy'));
  const uploading = AdminPhotosContext.useSelector((s) => s.matches('uploading'));
  return (
    <form
      aria-label="Add photos"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'upload.submit' });
      }}
    >
      <Stack gap="xs">
        <Group wrap="wrap" align="center">
          <FileButton
            multiple
            accept="image/jpeg,image/png,image/webp"
            onChange={(chosen) => actor.send({ type: 'files.choose', files: chosen })}
            inputProps={{ 'aria-label': 'Photo files' }}
          >
            {(props) => (
              <Button {...props} variant="default" disabled={busy}>
                Choose photos
              </Button>
            )}
          </FileButton>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {chosenText(files)}
          </Text>
        </Group>
        {fieldErrors.photos ? (
          <Text c="red.8" size="sm">
            {fieldErrors.photos}
          </Text>
        ) : null}
        <Text size="xs" c="gray.7">
          JPG, PNG or WebP, up to 12 at once and 10 MB each.
        </Text>
        <TextInput
          label="Caption (optional)"
          description="Shown after the event's name in the galleries."
          maxLength={PHOTO_CAPTION_MAX}
          value={caption}
          error={fieldErrors.caption}
          onChange={(e) => actor.send({ type: 'caption.change', caption: e.currentTarget.value })}
        />
        <Button type="submit" loading={uploading} disabled={files.length === 0} w="fit-content">
          Upload photos
        </Button>
      </Stack>
    </form>
  );
}

/** An event's photos: add more, tag players, remove a tag or a photo. */
function Album() {
  const actor = AdminPhotosContext.useActorRef();
  const album = AdminPhotosContext.useSelector((s) => s.context.album);
  const error = AdminPhotosContext.useSelector((s) => s.context.error);
  const notice = AdminPhotosContext.useSelector((s) => s.context.notice);
  const busy = AdminPhotosContext.useSelector((s) => s.hasTag('busy'));
  if (!album) return null;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {album.event.title}
          </Title>
          <Text c="gray.7">
            {album.event.venueName}, {formatEventDate(album.event.startsAt, album.event.stateId)}
          </Text>
        </div>
        <Button variant="light" disabled={busy} onClick={() => actor.send({ type: 'event.change' })}>
          Choose another event
        </Button>
      </Group>
      <UploadForm />
      {notice ? (
        <Text role="status" c="green.9">
          {notice}
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" title="Not done">
          {error}
        </Alert>
      ) : null}
      {album.photos.length === 0 ? (
        <Text>No photo yet</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {album.photos.map((photo) => (
            <PhotoCard key={photo.id} photo={photo} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** /admin/photos: choose an event, add its photos and tag the players in them. */
export function AdminPhotosPage() {
  const actor = AdminPhotosContext.useActorRef();
  const choosing = AdminPhotosContext.useSelector((s) => s.matches('choosing') || s.matches('searching'));
  const loading = AdminPhotosContext.useSelector((s) => s.matches('loading'));
  const loadFailed = AdminPhotosContext.useSelector((s) => s.matches('loadFailed'));
  const error = AdminPhotosContext.useSelector((s) => s.context.error);
  return (
    <Stack gap="md">
      <title>{pageTitle('Event photos')}</title>
      <Title order={1}>Event photos</Title>
      {choosing ? <EventChooser /> : null}
      {loading ? <Loader aria-label="Loading the photos" /> : null}
      {loadFailed ? (
        <Alert color="red" role="alert" title="The photos could not be loaded">
          <Text>{error}</Text>
          <Group mt="xs" wrap="wrap">
            <Button variant="light" onClick={() => actor.send({ type: 'album.retry' })}>
              Try again
            </Button>
            <Button variant="default" onClick={() => actor.send({ type: 'event.change' })}>
              Choose another event
            </Button>
          </Group>
        </Alert>
      ) : null}
      {!choosing && !loading && !loadFailed ? <Album /> : null}
    </Stack>
  );
}
