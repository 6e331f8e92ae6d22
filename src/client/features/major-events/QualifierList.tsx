import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Group, Switch, Text, TextInput } from '@mantine/core';
import type { Qualifier } from '../../../shared/contract/major-event';
import { type DataColumn, DataTable } from '../../components/DataTable';

/** Long lists show their top rows; the search finds anyone else. */
export const QUALIFIERS_SHOWN = 100;

export const CHIP_LIST_PENDING =
  'Day 2 Chip Stack list will be available once the first qualified game is completed.';

/** Case-insensitive 'contains' on the name (spec section 5). */
type Numbered = Qualifier & { number: number };

const NUMBER: DataColumn<Numbered> = { key: 'number', header: '#', cell: (q) => q.number };
const PLAYER: DataColumn<Numbered> = { key: 'player', header: 'Player', cell: (q) => q.name };
const PTC_COLUMNS = [
  NUMBER,
  PLAYER,
  { key: 'ptc', header: 'PTC', numeric: true, cell: (q: Numbered) => `${q.ptc} PTC` },
];
const CHIP_COLUMNS = [
  NUMBER,
  PLAYER,
  {
    key: 'chips',
    header: 'Chip stack',
    numeric: true,
    cell: (q: Numbered) => (q.chipStack ?? 0).toLocaleString('en-AU'),
  },
];

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
        <DataTable
          rows={list.slice(0, QUALIFIERS_SHOWN).map((q, i) => ({ ...q, number: i + 1 }))}
          columns={masterMode ? CHIP_COLUMNS : PTC_COLUMNS}
          rowKey={(q) => q.name}
          label={masterMode ? 'Day 2 chip stacks' : 'Qualifiers'}
          striped
          cards={false}
        />
      )}
      {!loading && list.length > QUALIFIERS_SHOWN && (
        <Text fz="sm" c="gray.7" mt="xs">
          Showing {QUALIFIERS_SHOWN} of {list.length}: search for a name to find anyone else.
        </Text>
      )}
    </div>
  );
}
