import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import { Group, Switch, Table, Text, TextInput } from '@mantine/core';
import type { Qualifier } from '../../../shared/contract/major-event';

/** Long lists show their top rows; the search finds anyone else. */
export const QUALIFIERS_SHOWN = 100;

export const CHIP_LIST_PENDING =
  'Day 2 Chip Stack list will be available once the first qualified game is completed.';

/** Case-insensitive 'contains' on the name (spec section 5). */
const matching = (list: Qualifier[], search: string) => {
  const text = search.trim().toLowerCase();
  return text ? list.filter((q) => q.name.toLowerCase().includes(text)) : list;
};

/** The qualifiers (with their PTC), or in master mode the day 2 chip stack list, with a name search. */
export function QualifierList({
  qualifiers,
  master,
  masterMode,
  canSwitch,
  loading,
  search,
  onSearch,
  onSwitch,
}: {
  qualifiers: Qualifier[];
  master: Qualifier[] | null;
  masterMode: boolean;
  canSwitch: boolean;
  loading: boolean;
  search: string;
  onSearch: (text: string) => void;
  onSwitch: () => void;
}) {
  const list = matching(masterMode ? (master ?? []) : qualifiers, search);
  const empty = masterMode ? (master?.length === 0 ? CHIP_LIST_PENDING : 'No Data') : 'No Data';
  return (
    <div data-testid="qualifier-list">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <TextInput
          label="Search qualifiers"
          placeholder="Player name"
          value={search}
          onChange={(e) => onSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 260 }}
        />
        {canSwitch && <Switch label="Day 2 Chip Stack List" checked={masterMode} onChange={onSwitch} />}
      </Group>
      {loading ? (
        <Text c="gray.7">Loading...</Text>
      ) : list.length === 0 ? (
        <Text c="gray.7">{search.trim() && !(masterMode && master?.length === 0) ? 'No Data' : empty}</Text>
      ) : (
        <Table striped aria-label={masterMode ? 'Day 2 chip stacks' : 'Qualifiers'}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Player</Table.Th>
              <Table.Th ta="right">{masterMode ? 'Chip stack' : 'PTC'}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.slice(0, QUALIFIERS_SHOWN).map((q, i) => (
              <Table.Tr key={q.name}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>{q.name}</Table.Td>
                <Table.Td ta="right">
                  {masterMode ? (q.chipStack ?? 0).toLocaleString('en-AU') : `${q.ptc} PTC`}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {!loading && list.length > QUALIFIERS_SHOWN && (
        <Text fz="sm" c="gray.7" mt="xs">
          Showing {QUALIFIERS_SHOWN} of {list.length}: search for a name to find anyone else.
        </Text>
      )}
    </div>
  );
}
