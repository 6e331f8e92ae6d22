import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import {
  Button,
  Container,
  Group,
  Image,
  List,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { regionsFor, venueSuggestions, venuesFor } from '../../../../machines/gallery-filters';
import type { Photo } from '../../../shared/contract/content';
import { pageTitle } from '../../../shared/site';
import { statesByShort } from '../../../shared/states';
import { inspectOptions } from '../../components/inspector';
import { useSsrActor } from '../../ssr/ssr-actors';
import { liveGalleryFiltersMachine } from './live-gallery-filters';

const toId = (value: string | null) => (value ? Number(value) : null);
const toValue = (id: number | null) => (id === null ? null : String(id));

/** /gallery: photos by state, region, season and venue, 12 at a time; a photo opens larger with its players. */
export function GalleryPage({
  logic = liveGalleryFiltersMachine,
}: {
  logic?: typeof liveGalleryFiltersMachine;
}) {
  const actor = useActorRef(logic, useSsrActor(logic, inspectOptions()));
  const options = useSelector(actor, (s) => s.context.options);
  const filters = useSelector(actor, (s) => s.context.filters);
  const query = useSelector(actor, (s) => s.context.query);
  const photos = useSelector(actor, (s) => s.context.photos);
  const open = useSelector(actor, (s) => s.matches({ panel: 'open' }));
  const loading = useSelector(actor, (s) => s.hasTag('loading.photos'));
  const loadingMore = useSelector(actor, (s) => s.hasTag('loading.more'));
  const canMore = useSelector(actor, (s) => s.can({ type: 'photos.more' }));
  const [enlarged, setEnlarged] = useState<Photo | null>(null);

  const suggestions = venueSuggestions(options, query);
  const regions = regionsFor({ options, filters });
  const venues = venuesFor({ options, filters });

  return (
    <Container size="lg" py="md">
      <title>{pageTitle('Gallery')}</title>
      <Group justify="space-between" mb="md">
        <Title order={1}>Gallery</Title>
        <Button variant="default" onClick={() => actor.send({ type: 'filters.toggle' })} aria-expanded={open}>
          Filters
        </Button>
      </Group>
      <div style={{ position: 'relative' }}>
        <TextInput
          label="Search venues"
          placeholder="Venue name"
          value={query}
          onChange={(e) => actor.send({ type: 'venue.search', text: e.currentTarget.value })}
          mb="sm"
        />
        {suggestions.length > 0 && (
          <Paper withBorder shadow="sm" p={4} mb="sm" data-testid="venue-suggestions">
            <Stack gap={0}>
              {suggestions.map((s) => (
                <UnstyledButton
                  key={s.id}
                  p="xs"
                  onClick={() => actor.send({ type: 'venue.pick', venueId: s.id })}
                  aria-label={`${s.name}, ${s.stateShort}, ${s.regionName}`}
                >
                  <Text fw={600} span>
                    {s.name}
                  </Text>{' '}
                  <Text c="gray.7" fz="sm" span>
                    {s.stateShort} · {s.regionName}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
          </Paper>
        )}
      </div>
      {open && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mb="md" data-testid="gallery-filters">
          <Select
            label="State"
            placeholder="All states"
            clearable
            data={statesByShort.map((s) => ({ value: String(s.id), label: s.name }))}
            value={toValue(filters.stateId)}
            onChange={(v) => actor.send({ type: 'filter.state', stateId: toId(v) })}
          />
          <Select
            label="Regions"
            placeholder="All regions"
            clearable
            data={regions.map((r) => ({ value: String(r.id), label: r.name }))}
            value={toValue(filters.regionId)}
            onChange={(v) => actor.send({ type: 'filter.region', regionId: toId(v) })}
          />
          <Select
            label="Seasons"
            placeholder="All seasons"
            clearable
            data={(options?.seasons ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={toValue(filters.seasonId)}
            onChange={(v) => actor.send({ type: 'filter.season', seasonId: toId(v) })}
          />
          <Select
            label="Venues"
            placeholder="All venues"
            clearable
            searchable
            data={venues.map((v) => ({ value: String(v.id), label: v.name }))}
            value={toValue(filters.venueId)}
            onChange={(v) => actor.send({ type: 'filter.venue', venueId: toId(v) })}
          />
        </SimpleGrid>
      )}
      {loading ? (
        <Text c="gray.7">Loading...</Text>
      ) : photos.length === 0 ? (
        <Text c="gray.7">No photo yet</Text>
      ) : (
        <SimpleGrid cols={{ base: 3, md: 4 }} spacing="xs" data-testid="gallery-photos">
          {photos.map((photo) => (
            <UnstyledButton
              key={photo.id}
              onClick={() => setEnlarged(photo)}
              aria-label={`${photo.eventName} at ${photo.venueName}`}
            >
              <Image
                src={photo.mediumPhotoUrl}
                alt=""
                h={{ base: 100, md: 160 }}
                radius="md"
                fit="cover"
                loading="lazy"
              />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      {(canMore || loadingMore) && (
        <Group justify="center" mt="md">
          <Button variant="default" loading={loadingMore} onClick={() => actor.send({ type: 'photos.more' })}>
            Load More
          </Button>
        </Group>
      )}
      <Modal
        opened={enlarged !== null}
        onClose={() => setEnlarged(null)}
        title={enlarged?.eventName}
        size="xl"
      >
        {enlarged && (
          <Stack gap="sm">
            <Image
              src={enlarged.largePhotoUrl}
              alt={`${enlarged.eventName} at ${enlarged.venueName}`}
              radius="md"
            />
            <Text fz="sm" c="gray.7">
              {enlarged.venueName}
            </Text>
            {enlarged.players.length > 0 ? (
              <div>
                <Text fw={600}>In this photo</Text>
                <List>
                  {enlarged.players.map((name) => (
                    <List.Item key={name}>{name}</List.Item>
                  ))}
                </List>
              </div>
            ) : (
              <Text c="gray.7" fz="sm">
                No players tagged
              </Text>
            )}
          </Stack>
        )}
      </Modal>
    </Container>
  );
}
