import { Group, Image, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import type { HallOfFameEvent as Event, WinnerResult } from '../../../shared/contract/major-event';
import { totalPrizePool } from '../../../shared/major-event-rules';
import { formatDollars } from '../../../shared/money';
import { AppLink } from '../../components/AppLink';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { LoadFailed } from '../../components/LoadFailed';
import { HallOfFameContext } from './hall-of-fame-context';

const DEFAULT_WINNER_PHOTO = '/images/default-winner.svg';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="gray.7" tt="uppercase">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </div>
  );
}

const RESULT_COLUMNS: DataColumn<WinnerResult>[] = [
  { key: 'place', header: 'Place', cell: (row) => row.place },
  {
    key: 'player',
    header: 'Player',
    cell: (row) => (
      <AppLink to={`/profile/${row.customerGuid}`} c="blue.9" underline="always">
        {row.playerName}
      </AppLink>
    ),
  },
  {
    key: 'prize',
    header: 'Prize',
    numeric: true,
    cell: (row) => (row.gamePrizeMoney > 0 ? formatDollars(row.gamePrizeMoney) : `${row.ptc} PTC`),
  },
];

/** An opened hall-of-fame event: its numbers, photos (or a default winner photo) and paid places. */
export function HallOfFameEvent({ event }: { event: Event }) {
  const actor = HallOfFameContext.useActorRef();
  const data = HallOfFameContext.useSelector((s) => s.context.details[event.id]);
  const loading = HallOfFameContext.useSelector((s) => s.context.queue.includes(event.id));
  const failed = HallOfFameContext.useSelector((s) => s.context.failed.includes(event.id));
  const pool = data ? totalPrizePool(event, data.result) : null;
  const entryFee = event.buyInDescription || (event.buyInAmount ? formatDollars(event.buyInAmount) : '-');
  return (
    <Stack gap="md" data-testid={`hall-of-fame-event-${event.id}`}>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Fact label="Entry Fee" value={entryFee} />
        <Fact
          label="Start Stack"
          value={event.startingStack ? event.startingStack.toLocaleString('en-AU') : '-'}
        />
        <Fact label="Entries" value={String(event.players)} />
        <Fact label="Total Prize Pool" value={loading ? '…' : pool === null ? 'N/A' : formatDollars(pool)} />
      </SimpleGrid>
      {loading ? (
        <Text c="gray.7">Loading...</Text>
      ) : failed ? (
        <LoadFailed
          title="The results could not be loaded."
          onRetry={() => actor.send({ type: 'details.load', eventId: event.id })}
        />
      ) : (
        <>
          <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, 'aria-label': 'Photos' }}>
            <Group wrap="nowrap" gap="sm">
              {(data?.photos.length ? data.photos : [null]).map((photo) => (
                <figure key={photo?.id ?? 'default'} style={{ margin: 0, flex: '0 0 auto' }}>
                  <Image
                    src={photo?.mediumPhotoUrl ?? DEFAULT_WINNER_PHOTO}
                    alt={photo ? photo.eventName : 'Winner'}
                    w={240}
                    h={150}
                    radius="md"
                    fit="cover"
                    fallbackSrc={DEFAULT_WINNER_PHOTO}
                  />
                  {photo && photo.players.length > 0 && (
                    <Text component="figcaption" fz="xs" c="gray.7" maw={240} lineClamp={2}>
                      {photo.players.join(', ')}
                    </Text>
                  )}
                </figure>
              ))}
            </Group>
          </ScrollArea>
          {data && data.result.length > 0 ? (
            <DataTable
              rows={data.result}
              columns={RESULT_COLUMNS}
              rowKey={(row) => row.place}
              label="Results"
              cards={false}
            />
          ) : (
            <Text c="gray.7">No Data</Text>
          )}
        </>
      )}
    </Stack>
  );
}
