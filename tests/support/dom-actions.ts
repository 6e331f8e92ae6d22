import { fireEvent, screen } from '@testing-library/react';
import { NOT_OFFERED } from './path-harness';

/** A button by its accessible name, or null when the view does not show one (a path step may expect either). */
export const button = (name: string | RegExp) =>
  screen.queryByRole('button', { name }) as HTMLButtonElement | null;

/** Clicks a control the view offers; a missing or disabled one is NOT_OFFERED (the path harness checks the model agrees). */
export const clickIfOffered = (target: HTMLElement | null) => {
  if (!target || (target as HTMLButtonElement).disabled) return NOT_OFFERED;
  fireEvent.click(target);
  return undefined;
};
