import '@mantine/core/styles/List.css';
import { Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { pageTitle } from '../../../shared/site';
import { PageRedirect } from '../../components/PageRedirect';

/** Buying starts with mobile verification, then the event's redeem page. */
const redeemPath = (eventId: string) =>
  `/redeem/verify?returnUrl=${encodeURIComponent(`/redeem/event/${eventId}`)}`;

/** /tickets/purchase: with ?eventId= it starts buying that event's ticket; without one it says how to. */
export function Component() {
  const [search] = useSearchParams();
  const eventId = search.get('eventId') ?? search.get('id') ?? '';
  if (/^\d{1,10}$/.test(eventId) && Number(eventId) > 0) return <PageRedirect to={redeemPath(eventId)} />;
  return (
    <Container size="sm" py="xl">
      <title>{pageTitle('Purchase Event Ticket')}</title>
      <Stack>
        <Title order={1}>Purchase Event Ticket</Title>
        <Text>Tickets to league games and events can be bought online with your PTC, a card, or both:</Text>
        <List>
          <List.Item>Find the game and press Purchase Ticket on its card or event page.</List.Item>
          <List.Item>Confirm your mobile number with the code we send you by SMS.</List.Item>
          <List.Item>Choose how many PTC to use; a card pays the rest (2% surcharge applies).</List.Item>
          <List.Item>Your redeem code appears on screen, arrives by SMS and stays on your profile.</List.Item>
        </List>
        <Group>
          <Button component={Link} to="/">
            Find a game
          </Button>
          <Button component={Link} to="/profile" variant="default">
            My tickets
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
