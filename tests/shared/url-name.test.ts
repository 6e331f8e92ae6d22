import { describe, expect, it } from 'vitest';
import { suggestUrlName, URL_NAME_MAX, URL_NAME_PATTERN } from '../../src/shared/url-name';

const words = (count: number, word: string) => Array.from({ length: count }, () => word).join(' ');

describe('the URL name suggested for a title', () => {
  it.each([
    ['Sydney Spring Series: the final', 'sydney-spring-series-the-final'],
    ['  NSW   Grand Final week!! ', 'nsw-grand-final-week'],
    ['Café Olé in Penrith', 'cafe-ole-in-penrith'],
    ['Fish & Chips night', 'fish-and-chips-night'],
    ["Player's choice: Riley’s win", 'players-choice-rileys-win'],
    ['2026/27 season — round 1', '2026-27-season-round-1'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (title, name) => {
    expect(suggestUrlName(title)).toBe(name);
    if (name) expect(URL_NAME_PATTERN.test(name)).toBe(true);
  });

  // 'abcdefghij' and a dash are 11 characters: 10 words are 109, 11 are 120 (the most), 12 would be 131.
  it.each([
    [10, 109],
    [11, 120],
    [12, 120],
  ])('%i ten-letter words give %i characters, cut at a word’s end', (count, length) => {
    const name = suggestUrlName(words(count, 'abcdefghij'));
    expect(name).toHaveLength(length);
    expect(name.length).toBeLessThanOrEqual(URL_NAME_MAX);
    expect(name.endsWith('-')).toBe(false);
  });

  it('cuts a single word longer than the most', () => {
    expect(suggestUrlName('x'.repeat(URL_NAME_MAX + 1))).toBe('x'.repeat(URL_NAME_MAX));
  });
});
