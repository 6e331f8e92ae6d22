import { Container, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { pageTitle } from '../../../shared/site';
import { LocationContext } from '../../components/location/location-context';

export function Component() {
  const location = LocationContext.useActorRef();
  const place = LocationContext.useSelector((s) => s.context.regionName ?? s.context.stateName);

  // Opening the game finder is what asks for a location (stored, nearest venue, or the modal).
  useEffect(() => location.send({ type: 'location.resolve' }), [location]);

  return (
    <Container size="xl" py="xl">
      <title>{pageTitle('Find pub poker games near you')}</title>
      <Title order={1}>Find a game</Title>
      {place && (
        <Text c="dimmed" mt="xs" data-testid="home-location">
          Games near {place}
        </Text>
      )}
    </Container>
  );
}
