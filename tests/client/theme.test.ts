import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/client/app/theme';

function channels(hex: string) {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
}

function contrastOnWhite(hex: string) {
  const [r = 0, g = 0, b = 0] = channels(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

/** The lightest 3 % darkening step of a shade that reaches the ratio on white. */
function darkenUntil(hex: string, ratio: number) {
  let rgb = channels(hex);
  const toHex = () => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
  while (contrastOnWhite(toHex()) < ratio) rgb = rgb.map((c) => c * 0.97);
  return toHex();
}

const MINIMUM_CONTRAST = [5, 5.2, 5.6, 6.5];
const mantineColours = Object.entries(DEFAULT_THEME.colors).filter(([name]) => name !== 'dark');

describe('the theme palette', () => {
  it.each(mantineColours)('%s keeps Mantine shades 0-5 and darkens 6-9 just enough', (name, tuple) => {
    const ours = theme.colors?.[name];
    expect(ours?.slice(0, 6)).toEqual(tuple.slice(0, 6));
    expect(ours?.slice(6)).toEqual(
      tuple.slice(6).map((shade, index) => darkenUntil(shade, MINIMUM_CONTRAST[index] ?? 5)),
    );
    for (const [index, shade] of (ours ?? []).slice(6).entries())
      expect(contrastOnWhite(shade)).toBeGreaterThanOrEqual(MINIMUM_CONTRAST[index] ?? 5);
  });

  it('the primary shade under white text reads at AA or better', () => {
    const red = theme.colors?.red?.[8] ?? '#ffffff';
    expect(contrastOnWhite(red)).toBeGreaterThanOrEqual(4.5);
    expect(theme.primaryColor).toBe('red');
  });
});
