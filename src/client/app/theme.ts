import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

const navy: MantineColorsTuple = [
  '#e9f0fb',
  '#cfdcf0',
  '#a0b6df',
  '#6d8ecd',
  '#456dbf',
  '#2c58b6',
  '#1f4db3',
  '#143e9e',
  '#0d2f73',
  '#0b1f3a',
];

export const theme = createTheme({
  primaryColor: 'red',
  // Shade 8: white labels on red buttons reach 4.5:1 (shade 7 fails axe's colour-contrast rule).
  primaryShade: 8,
  colors: { navy },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  defaultRadius: 'md',
});

/**
 * Dimmed text (input descriptions, the +61 prefix, hints) in gray 7 and field errors in red 9: Mantine's
 * gray 6 and red 6 on white are about 3.3:1, below axe's colour-contrast rule for small text.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-error': t.colors.red[9] ?? '#c92a2a',
  },
  dark: {},
});
