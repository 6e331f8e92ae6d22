import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { type AnySnapshot, NOT_OFFERED, type PathStep } from './path-harness';

/** What the PTC and ticket transfers' path tests share: the player search's fields, typed and checked. */

const LABELS = { firstName: 'First name', lastName: 'Last name', cardNumber: 'Card number' } as const;
type Field = keyof typeof LABELS;
type Typed = Record<Field, string>;
const EMPTY: Typed = { firstName: '', lastName: '', cardNumber: '' };

/** The `search.change` samples: something typed into each field. */
export const SEARCH_CHANGES = [
  { type: 'search.change', field: 'firstName', value: 'Riley' },
  { type: 'search.change', field: 'lastName', value: 'Ash' },
  { type: 'search.change', field: 'cardNumber', value: '100001' },
] as const;

const fieldInput = (field: Field) =>
  screen.queryByLabelText(LABELS[field], { selector: 'input' }) as HTMLInputElement | null;

/** Types into the field of a `search.change`; NOT_OFFERED when the search is not on screen. */
export function typeSearchField(event: EventObject) {
  const { field, value } = event as unknown as { field: Field; value: string };
  const input = fieldInput(field);
  if (!input) return NOT_OFFERED;
  fireEvent.change(input, { target: { value } });
  return undefined;
}

/** What the fields hold: what was typed since the search last came on screen (it comes on empty). */
function typedIn(history: readonly PathStep[], shown: (state: AnySnapshot) => boolean): Typed {
  let typed = EMPTY;
  for (const { event, state } of history) {
    if (!shown(state)) typed = EMPTY;
    else if (event.type === 'search.change') {
      const { field, value } = event as unknown as { field: Field; value: string };
      typed = { ...typed, [field]: value };
    }
  }
  return typed;
}

/** The fields show what was typed; the last search sent what they held when it was submitted. */
export function expectPlayerSearch(
  history: readonly PathStep[],
  shown: (state: AnySnapshot) => boolean,
  lastSearch: unknown,
) {
  const values = Object.fromEntries(
    (Object.keys(LABELS) as Field[]).map((field) => [field, fieldInput(field)?.value]),
  );
  expect(values).toEqual(typedIn(history, shown));
  const submitted = history.findLastIndex((step) => step.event.type === 'search.submit');
  if (submitted >= 0) expect(lastSearch).toEqual(typedIn(history.slice(0, submitted + 1), shown));
}
