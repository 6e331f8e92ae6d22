import { fireEvent, screen, within } from '@testing-library/react';

/** A select of the location modal, by its label. */
export const modalSelect = (label: 'State' | 'Region') =>
  within(screen.getByRole('dialog')).getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;

/** The option a select shows, by its text ('' for its placeholder). */
export const shownOption = (field: HTMLSelectElement) =>
  field.value === '' ? '' : (field.options[field.selectedIndex]?.text ?? '');

/** Picks an option of a select by its text, unless it is already shown (the select then sends nothing). */
export function pickOption(field: HTMLSelectElement, text: string) {
  if (shownOption(field) === text) return;
  const option = [...field.options].find((o) => o.text === text);
  if (!option) throw new Error(`No option ${text}`);
  fireEvent.change(field, { target: { value: option.value } });
}

/**
 * What a visitor does to choose a place: opens the header's location chip, picks the state (and a region of it)
 * in the modal, and confirms with OK.
 */
export function chooseLocation(state: string, region?: string) {
  fireEvent.click(screen.getByTestId('location-chip'));
  pickOption(modalSelect('State'), state);
  if (region) pickOption(modalSelect('Region'), region);
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
}
