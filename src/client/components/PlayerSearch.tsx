import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Button, Group, Radio, Text, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { PlayerSearchResult } from '../../shared/contract/ptc';
import type { PlayerSearchDraft, PlayerSearchField } from '../../shared/player-search';
import { formatMemberDate } from '../../shared/ptc-rules';
import { DataTable } from './DataTable';

/** First name, last name and card number, sent together (the PTC and ticket transfers' player search). */
export function PlayerSearchForm({
  values,
  onChange,
  searching,
  onSearch,
  hint,
}: {
  values: PlayerSearchDraft;
  onChange: (field: PlayerSearchField, value: string) => void;
  searching: boolean;
  onSearch: () => void;
  hint?: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <form onSubmit={submit} aria-label="Search players">
      {hint}
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="First name"
          value={values.firstName}
          onChange={(e) => onChange('firstName', e.currentTarget.value)}
        />
        <TextInput
          label="Last name"
          value={values.lastName}
          onChange={(e) => onChange('lastName', e.currentTarget.value)}
        />
        <TextInput
          label="Card number"
          inputMode="numeric"
          value={values.cardNumber}
          onChange={(e) => onChange('cardNumber', e.currentTarget.value)}
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
