import { Container, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { isGameTypeKey } from '../../../shared/game-rules';
import { gameListTitle } from '../../../shared/names';
import { pageTitle } from '../../../shared/site';
import { PageRedirect } from '../../components/PageRedirect';
import { TodaysGames } from './TodaysGames';

export function Component() {
  const { gameType } = useParams();
  if (!isGameTypeKey(gameType)) return <PageRedirect to="/page-not-found" />;
  const title = gameListTitle(gameType);
  return (
    <Container size="md" py="lg">
      <title>{pageTitle(title)}</title>
      <Title order={1} mb="md">
        {title}
      </Title>
      <TodaysGames key={gameType} gameType={gameType} />
    </Container>
  );
}
