import { Anchor, Button, Grid, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { VenueDetail } from '../../../shared/contract/venue-detail';
import { distanceMetres } from '../../../shared/geo';
import { RAISE_ROOM_SLUG } from '../../../shared/site';
import { LocationContext } from '../../components/location/location-context';
import { VenueMapImage } from '../../components/VenueMapImage';

const RAISE_ROOM_URL = 'https://raisepoker.example.com/the-raise-room';

/** Back to where the visitor came from inside the site, else home. */
function useBack() {
  const navigate = useNavigate();
  return () => {
    const cameFromSite = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    return cameFromSite ? navigate(-1) : navigate('/');
  };
}

export function VenueHeader({ venue }: { venue: VenueDetail }) {
  const back = useBack();
  const coords = LocationContext.useSelector((s) => s.context.coords);
  const distance = coords ? distanceMetres(coords, { lat: venue.latitude, long: venue.longitude }) : null;
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${venue.latitude},${venue.longitude}`;
  return (
    <Grid gap="lg" mb="lg" data-testid="venue-header">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="xs">
          <Anchor component="button" type="button" onClick={back} fz="sm" ta="left">
            ‹ Back
          </Anchor>
          <Title order={1}>{venue.title}</Title>
          <Text>{venue.address}</Text>
          {distance !== null && (
            <Text fz="sm" c="dimmed" data-testid="venue-distance">
              {(distance / 1000).toFixed(1)} km away
            </Text>
          )}
          {venue.description && <Text c="dimmed">{venue.description}</Text>}
          <Group gap="sm" mt="xs">
            {venue.phone && (
              <Button component="a" href={`tel:${venue.phone.replace(/\s+/g, '')}`} variant="light">
                Call {venue.phone}
              </Button>
            )}
            <Button
              component="a"
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
            >
              Get directions
            </Button>
          </Group>
          {venue.friendlyUrlSlug === RAISE_ROOM_SLUG && (
            <Group gap="sm" mt="sm" data-testid="raise-room">
              <Image src="/images/raise-room-logo.svg" alt="The Raise Room" h={48} w="auto" />
              <Button
                component="a"
                href={RAISE_ROOM_URL}
                target="_blank"
                rel="noopener noreferrer"
                color="dark"
              >
                Visit The Raise Room
              </Button>
            </Group>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <VenueMapImage venue={venue} width={440} height={320} />
      </Grid.Col>
    </Grid>
  );
}
