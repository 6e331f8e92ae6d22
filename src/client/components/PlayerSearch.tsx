import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Button, Group, Radio, Text, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { PlayerSearchBody, PlayerSearchResult } from '../../shared/contract/ptc';
import { formatMemberDate } from '../../shared/ptc-rules';
import { DataTable } from './DataTable';

export type PlayerSearchFilters = Omit<PlayerSearchBody, 'mode'>;

/** First name, last name and card number, sent together (the PTC and ticket transfers' player search). */
export function PlayerSearchForm({
  searching,
  onSearch,
  hint,
}: {
  searching: boolean;
  onSearch: (filters: PlayerSearchFilters) => void;
  hint?: ReactNode;
}) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ firstName, lastName, cardNumber });
  };
  return (
    <form onSubmit={submit} aria-label="Search players">
      {hint}
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="First name"
          value={firstName}
          onChange={(e) => setFirstName(e.currentTarget.value)}
        />
        <TextInput label="Last name" value={lastName} onChange={(e) => setLastName(e.currentTarget.value)} />
        <TextInput
          label="Card number"
          inputMode="numeric"
          value={cardNumber}
          onChange={(e) => setCardNumber(e.currentTarget.value)}
        />
        <Button type="submit" loading={searching}>
          Search
        </Button>
      </Group>
    </form>
  );
}

/** The players found, one to pick by its radio; nothing before the first search. */
export function PlayerPickTable({
  players,
  searched,
  selectedId,
  onSelect,
}: {
  players: PlayerSearchResult[];
  searched: boolean;
  selectedId: number | null;
  onSelect: (player: PlayerSearchResult) => void;
}) {
  if (!searched) return null;
  if (players.length === 0) return <Text>No players found.</Text>;
  return (
    <DataTable
      rows={players}
      columns={[
        {
          key: 'select',
          header: 'Select',
          cell: (player) => (
            <Radio
              name="player"
              aria-label={`Select ${player.name}`}
              checked={selectedId === player.id}
              onChange={() => onSelect(player)}
            />
          ),
        },
        { key: 'name', header: 'Name', lead: true, cell: (player) => player.name },
        { key: 'card', header: 'Card number', cell: (player) => player.cardNumber },
        {
          key: 'last',
          header: 'Last played event',
          cell: (player) =>
            player.lastPlayedEvent
              ? `${player.lastPlayedEvent.title}, ${player.lastPlayedEvent.stateName}, ${formatMemberDate(player.lastPlayedEvent.dateTime)}`
              : '-',
        },
      ]}
      rowKey={(player) => player.id}
      label="Players found"
    />
  );
}
