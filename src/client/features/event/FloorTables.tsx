import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DirectorFloor } from '../../../shared/contract/floor';

/** The tables as drawn: Table N with its seats 1 to the table size, one column on a phone. */
export function FloorTables({ floor }: { floor: DirectorFloor }) {
  if (!floor.drawn) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        Tables
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {floor.tables.map((table) => (
          <Paper key={table.table} withBorder p="sm" radius="md" data-testid="floor-table">
            <Title order={4} fz="md" mb={4}>
              Table {table.table}
            </Title>
            <Stack gap={2} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
              {Array.from({ length: floor.tableSize }, (_, i) => i + 1).map((seat) => {
                const sitting = table.seats.find((s) => s.seat === seat);
                return (
                  <Text key={seat} component="li" fz="sm" c={sitting ? undefined : 'gray.7'}>
                    Seat {seat}: {sitting?.name ?? 'empty'}
                  </Text>
                );
              })}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
