import { Container, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { GAME_TYPE_LABELS, isGameTypeKey } from '../../../shared/game-rules';
import { pageTitle } from '../../../shared/site';
import { LocationContext } from '../../components/location/location-context';
import { TodaysGames } from './TodaysGames';

export function Component() {
  const { gameType } = useParams();
  const location = LocationContext.useActorRef();
  useEffect(() => location.send({ type: 'location.resolve' }), [location]);
  if (!isGameTypeKey(gameType)) return <Navigate to="/page-not-found" replace />;
  const title = gameType === 'all' ? "Today's Games" : `${GAME_TYPE_LABELS[gameType]} Games`;
  return (
    <Container size="md" py="lg">
      <title>{pageTitle(title)}</title>
      <Title order={1} mb="md">
        {title}
      </Title>
      <TodaysGames gameType={gameType} />
    </Container>
  );
}
