import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The entry loads only the Mantine styles the shell and most pages draw (main.tsx); a file that uses a route-only
 * component imports that component's styles itself, so they arrive with its route's chunk. Without this check a
 * new Tabs or Select would render unstyled and nothing else would fail.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const MANTINE = path.join(ROOT, 'node_modules/@mantine/core');

/** The style files a component needs beyond those it shares with the entry. */
const ROUTE_STYLES: Record<string, string[]> = {
  Accordion: ['Accordion'],
  BackgroundImage: ['BackgroundImage'],
  Checkbox: ['InlineInput', 'CheckboxIndicator', 'Checkbox'],
  Chip: ['Chip'],
  List: ['List'],
  Menu: ['Menu'],
  Modal: ['Modal'],
  NavLink: ['NavLink'],
  MultiSelect: ['Combobox', 'Pill', 'PillsInput'],
  // Its chevron is Combobox's.
  NativeSelect: ['Combobox'],
  NumberInput: ['NumberInput'],
  Pagination: ['Pagination'],
  PasswordInput: ['PasswordInput'],
  Progress: ['Progress'],
  Radio: ['InlineInput', 'RadioIndicator', 'Radio'],
  RangeSlider: ['Slider'],
  SegmentedControl: ['SegmentedControl'],
  Select: ['Combobox'],
  Slider: ['Slider'],
  Stepper: ['Stepper'],
  Switch: ['InlineInput', 'Switch'],
  Table: ['Table'],
  Tabs: ['Tabs'],
  Typography: ['Typography'],
};
/** Components whose styles the entry loads (main.tsx), or that have none of their own. */
const ENTRY_STYLED: Record<string, string[]> = {
  ActionIcon: ['ActionIcon'],
  Alert: ['Alert'],
  Anchor: ['Anchor'],
  Avatar: ['Avatar'],
  Badge: ['Badge'],
  Burger: ['Burger'],
  Button: ['Button'],
  Card: ['Card'],
  Center: ['Center'],
  Container: ['Container'],
  Divider: ['Divider'],
  Grid: ['Grid'],
  Group: ['Group'],
  Image: ['Image'],
  Loader: ['Loader'],
  Paper: ['Paper'],
  Popover: ['Popover'],
  ScrollArea: ['ScrollArea'],
  SimpleGrid: ['SimpleGrid'],
  Skeleton: ['Skeleton'],
  Stack: ['Stack'],
  Text: ['Text'],
  Input: ['Input'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  Title: ['Title'],
  UnstyledButton: ['UnstyledButton'],
  VisuallyHidden: ['VisuallyHidden'],
  Box: [],
  Collapse: [],
  FileButton: [],
  MantineProvider: [],
  createTheme: [],
  em: [],
};

// The working tree's files, new ones included and deleted ones not, so a change is checked before it is committed.
const sources = execSync('git ls-files --cached --others --exclude-standard src/client', { cwd: ROOT })
  .toString()
  .trim()
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && existsSync(path.join(ROOT, file)));
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const styleImports = (source: string) =>
  [...source.matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm)].map((m) => m[1] ?? '');
const mantineImports = (source: string) =>
  [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => name.split(' as ')[0] ?? name),
  );

const entryStyles = styleImports(read('src/client/app/main.tsx'));

/** Mantine's own order of its style files, as its complete styles.css concatenates them. */
function mantineOrder() {
  const all = readFileSync(path.join(MANTINE, 'styles.css'), 'utf8');
  return readdirSync(path.join(MANTINE, 'styles'))
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => {
      const firstClass = /\.(m_[0-9a-f]+)/.exec(
        readFileSync(path.join(MANTINE, 'styles', file), 'utf8'),
      )?.[1];
      return { name: file.replace('.css', ''), at: firstClass ? all.indexOf(`.${firstClass}`) : -1 };
    })
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
}

const order = mantineOrder();

describe('Mantine styles', () => {
  it('the entry loads the global styles and the entry set, in Mantine’s order', () => {
    expect(entryStyles.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const positions = entryStyles.map((name) => order.indexOf(name));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const needed of Object.values(ENTRY_STYLED).flat()) expect(entryStyles).toContain(needed);
  });

  it('no route-only style is in the entry (it would load on every page)', () => {
    for (const styles of Object.values(ROUTE_STYLES))
      for (const style of styles) expect(entryStyles).not.toContain(style);
  });

  it.each(sources)('%s imports the styles of the Mantine components it uses', (file) => {
    const source = read(file);
    const own = styleImports(source);
    for (const component of mantineImports(source)) {
      const styles = ROUTE_STYLES[component] ?? ENTRY_STYLED[component];
      expect(styles, `${component}: add it to ROUTE_STYLES or ENTRY_STYLED`).toBeDefined();
      for (const style of styles ?? [])
        expect(own.includes(style) || entryStyles.includes(style), `${component} needs ${style}.css`).toBe(
          true,
        );
    }
    const positions = own.map((name) => order.indexOf(name));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
