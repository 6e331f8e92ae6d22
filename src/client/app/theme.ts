import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
