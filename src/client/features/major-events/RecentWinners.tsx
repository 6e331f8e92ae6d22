import { Avatar, Group, SimpleGrid, Text } from '@mantine/core';
import type { Winner } from '../../../shared/contract/major-event';
import { DEFAULT_AVATAR } from '../../../shared/site';
import { AppLink } from '../../components/AppLink';

/** Champions of the event's past editions. */
export function RecentWinners({ winners }: { winners: Winner[] }) {
  if (winners.length === 0) return <Text c="gray.7">No recent winner</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="recent-winners">
      {winners.map((w) => (
        <Group key={`${w.id}-${w.seasonName}`} gap="sm" wrap="nowrap">
          <Avatar src={w.avatar || DEFAULT_AVATAR} alt="" radius="xl" />
          <div>
            <AppLink to={`/profile/${w.customerGuid}`} fw={700} c="blue.9">
              {w.firstName} {w.lastName}
            </AppLink>
            <Text fz="sm" c="gray.7">
              {w.seasonName}
            </Text>
          </div>
        </Group>
      ))}
    </SimpleGrid>
  );
}
