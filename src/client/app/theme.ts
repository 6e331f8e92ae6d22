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

/**
 * Mantine's palette with shades 6-9 darkened just enough for text on white and for fills under white text: the
 * defaults reach only 2-4:1 there, below WCAG AA's 4.5:1. Each is the lightest step of 3 % darkening that reaches
 * 5, 5.2, 5.6 and 6.5:1 on white, with a margin for the light tinted backgrounds of cards and alerts; written out
 * rather than computed at start-up, which every page waited for (tests/client/theme.test.ts derives them again).
 */
const readableColors: Record<string, MantineColorsTuple> = {
  gray: [
    '#f8f9fa',
    '#f1f3f5',
    '#e9ecef',
    '#dee2e6',
    '#ced4da',
    '#adb5bd',
    '#696f76',
    '#495057',
    '#343a40',
    '#212529',
  ],
  red: [
    '#fff5f5',
    '#ffe3e3',
    '#ffc9c9',
    '#ffa8a8',
    '#ff8787',
    '#ff6b6b',
    '#c44040',
    '#c83434',
    '#c02a2a',
    '#b22525',
  ],
  pink: [
    '#fff0f6',
    '#ffdeeb',
    '#fcc2d7',
    '#faa2c1',
    '#f783ac',
    '#f06595',
    '#c03d6b',
    '#c32f63',
    '#c2255c',
    '#a61e4d',
  ],
  grape: [
    '#f8f0fc',
    '#f3d9fa',
    '#eebefa',
    '#e599f7',
    '#da77f2',
    '#cc5de8',
    '#a340bc',
    '#a43abd',
    '#9c36b5',
    '#862e9c',
  ],
  violet: [
    '#f3f0ff',
    '#e5dbff',
    '#d0bfff',
    '#b197fc',
    '#9775fa',
    '#845ef7',
    '#754eeb',
    '#7048e8',
    '#6741d9',
    '#5f3dc4',
  ],
  indigo: [
    '#edf2ff',
    '#dbe4ff',
    '#bac8ff',
    '#91a7ff',
    '#748ffc',
    '#5c7cfa',
    '#4564e0',
    '#4060e4',
    '#3b5bdb',
    '#364fc7',
  ],
  blue: [
    '#e7f5ff',
    '#d0ebff',
    '#a5d8ff',
    '#74c0fc',
    '#4dabf7',
    '#339af0',
    '#1b70ba',
    '#186cb8',
    '#1767b1',
    '#175ea1',
  ],
  cyan: [
    '#e3fafc',
    '#c5f6fa',
    '#99e9f2',
    '#66d9e8',
    '#3bc9db',
    '#22b8cf',
    '#0f7a89',
    '#0d7788',
    '#0a7283',
    '#0a6576',
  ],
  teal: [
    '#e6fcf5',
    '#c3fae8',
    '#96f2d7',
    '#63e6be',
    '#38d9a9',
    '#20c997',
    '#0c7c5a',
    '#097a58',
    '#077654',
    '#076a4c',
  ],
  green: [
    '#ebfbee',
    '#d3f9d8',
    '#b2f2bb',
    '#8ce99a',
    '#69db7c',
    '#51cf66',
    '#2a7d39',
    '#267c35',
    '#237532',
    '#21692f',
  ],
  lime: [
    '#f4fce3',
    '#e9fac8',
    '#d8f5a2',
    '#c0eb75',
    '#a9e34b',
    '#94d82d',
    '#507b12',
    '#4c780e',
    '#45710a',
    '#406709',
  ],
  yellow: [
    '#fff9db',
    '#fff3bf',
    '#ffec99',
    '#ffe066',
    '#ffd43b',
    '#fcc419',
    '#906603',
    '#925f00',
    '#935600',
    '#924b00',
  ],
  orange: [
    '#fff4e6',
    '#ffe8cc',
    '#ffd8a8',
    '#ffc078',
    '#ffa94d',
    '#ff922b',
    '#aa550d',
    '#b64c05',
    '#b04409',
    '#a5370b',
  ],
};

export const theme = createTheme({
  primaryColor: 'red',
  primaryShade: 8,
  colors: { ...readableColors, navy },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  defaultRadius: 'md',
  components: {
    // Mantine keeps every closed dropdown in the page and positions it on mount, a forced layout of the whole
    // page per select (about 80 ms on a mid-range phone for the location modal's two): mounted when opened.
    // A plain object: Combobox.extend would bring the component into the entry chunk.
    Combobox: { defaultProps: { keepMounted: false } },
  },
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
