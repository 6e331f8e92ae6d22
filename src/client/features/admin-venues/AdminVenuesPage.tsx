import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Table.css';
import { Alert, Anchor, Button, Group, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { Link } from 'react-router-dom';
import { adminVenuesMachine } from '../../../../machines/admin-venues';
import { pageTitle } from '../../../shared/site';
import { stateById } from '../../../shared/states';
import { SearchForm } from '../../components/SearchForm';

export const AdminVenuesContext = createActorContext(adminVenuesMachine);

/** /admin/venues: the venues the member runs, searchable; each opens its editor and its weekly games. */
export function AdminVenuesPage() {
  const actor = AdminVenuesContext.useActorRef();
  const query = AdminVenuesContext.useSelector((s) => s.context.query);
  const result = AdminVenuesContext.useSelector((s) => s.context.result);
  const error = AdminVenuesContext.useSelector((s) => s.context.error);
  const busy = AdminVenuesContext.useSelector((s) => s.hasTag('busy'));
  const failed = AdminVenuesContext.useSelector((s) => s.matches('failed'));
  const page = AdminVenuesContext.useSelector((s) => s.context.page);
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  return (
    <Stack gap="md">
      <title>{pageTitle('Venues')}</title>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>Venues</Title>
        {result?.canCreate ? (
          <Button component={Link} to="/admin/venues/new">
            New venue
          </Button>
        ) : null}
      </Group>
      <SearchForm
        name="Search venues"
        label="Name, suburb or address"
        value={query}
        busy={busy}
        onChange={(text) => actor.send({ type: 'search.change', query: text })}
        onSubmit={() => actor.send({ type: 'search.submit' })}
      />
      {failed ? (
        <Alert color="red" role="alert" title="The venues could not be loaded">
          <Text>{error}</Text>
          <Button mt="xs" variant="light" onClick={() => actor.send({ type: 'list.retry' })}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {busy && !result ? <Loader aria-label="Loading the venues" /> : null}
      {result ? (
        <>
          <Text role="status">{result.total === 1 ? '1 venue' : `${result.total} venues`}</Text>
          {result.rows.length > 0 ? (
            <Table.ScrollContainer minWidth={0}>
              <Table aria-label="Venues" aria-busy={busy}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Venue</Table.Th>
                    <Table.Th>Suburb</Table.Th>
                    <Table.Th>Weekly games</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.rows.map((venue) => (
                    <Table.Tr key={venue.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/venues/${venue.id}`}>
                          {venue.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        {venue.suburb} {stateById(venue.stateId)?.short}
                      </Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/admin/venues/${venue.id}/weekly-games`}
                          aria-label={`Weekly games of ${venue.name}`}
                        >
                          {venue.weeklyGames === 1 ? '1 weekly game' : `${venue.weeklyGames} weekly games`}
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Text>No venues match.</Text>
          )}
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page}
              onChange={(next) => actor.send({ type: 'page.change', page: next })}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
              })}
            />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
