import { screen } from '@testing-library/react';

/** A button by its accessible name, or null when the view does not show one (a path step may expect either). */
export const button = (name: string | RegExp) =>
  screen.queryByRole('button', { name }) as HTMLButtonElement | null;
