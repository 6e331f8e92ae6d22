import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from '@mantine/core';

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

function channels(hex: string) {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
}

function luminance(hex: string) {
  const [r = 0, g = 0, b = 0] = channels(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast of a colour against white. */
export function contrastOnWhite(hex: string) {
  return 1.05 / (luminance(hex) + 0.05);
}

function darkenUntil(hex: string, ratio: number) {
  let rgb = channels(hex);
  const toHex = () => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
  while (contrastOnWhite(toHex()) < ratio) rgb = rgb.map((c) => c * 0.97);
  return toHex();
}

/**
 * Shades 6-9 are the ones drawn as text on white (c="green", dimmed, links, badges on white) and as fills under
 * white text (buttons, filled badges, the event heroes). Mantine's defaults reach only 2-4:1 there, below WCAG
 * AA's 4.5:1; each is darkened just enough, with a margin for the light tinted backgrounds of cards and alerts.
 */
const MINIMUM_CONTRAST = [5, 5.2, 5.6, 6.5] as const;

function readable(tuple: readonly string[]): MantineColorsTuple {
  return tuple.map((shade, index) =>
    index < 6 ? shade : darkenUntil(shade, MINIMUM_CONTRAST[index - 6] ?? 5),
  ) as unknown as MantineColorsTuple;
}

const readableColors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, tuple]) => [name, readable(tuple)]),
);

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
