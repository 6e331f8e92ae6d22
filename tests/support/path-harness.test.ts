import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { type AnySnapshot, generatePathCases, type PathCase, withoutPrefixPaths } from './path-harness';

const pathCase = (inputLabel: string, ...events: object[]): PathCase => ({
  name: `${inputLabel}: ${events.length}`,
  input: {},
  inputLabel,
  steps: events.map((event) => ({ event: event as PathCase['steps'][0]['event'], state: {} as AnySnapshot })),
});
const names = (cases: PathCase[]) => cases.map((c) => c.steps.map((s) => s.event.type).join(' '));

describe('withoutPrefixPaths', () => {
  it('drops a path that a longer path from the same input starts with, and keeps the rest', () => {
    const kept = withoutPrefixPaths([
      pathCase('a', { type: 'x' }),
      pathCase('a', { type: 'x' }, { type: 'y' }),
      pathCase('a', { type: 'x' }, { type: 'z' }),
      pathCase('a', { type: 'y' }),
      pathCase('b', { type: 'x' }),
    ]);
    expect(kept.map((c) => [c.inputLabel, ...names([c])])).toEqual([
      ['a', 'x y'],
      ['a', 'x z'],
      ['a', 'y'],
      ['b', 'x'],
    ]);
  });

  it('tells events apart by their payload, errors by their message, and keeps one of two equal paths', () => {
    const kept = withoutPrefixPaths([
      pathCase('a', { type: 'pick', id: 1 }),
      pathCase('a', { type: 'pick', id: 2 }, { type: 'ok' }),
      pathCase('a', { type: 'fail', error: new Error('offline') }),
      pathCase('a', { type: 'fail', error: new Error('refused') }, { type: 'ok' }),
      pathCase('a', { type: 'ok' }),
      pathCase('a', { type: 'ok' }),
    ]);
    expect(kept.map((c) => c.steps.map((s) => JSON.stringify(s.event)).join(' '))).toEqual([
      '{"type":"pick","id":1}',
      '{"type":"pick","id":2} {"type":"ok"}',
      '{"type":"fail","error":{}}',
      '{"type":"fail","error":{}} {"type":"ok"}',
      '{"type":"ok"}',
    ]);
  });
});

describe('generatePathCases', () => {
  const counter = setup({
    types: { context: {} as { n: number }, events: {} as { type: 'inc' } | { type: 'reset' } },
    guards: { below2: ({ context }) => context.n < 2 },
  }).createMachine({
    context: { n: 0 },
    initial: 'counting',
    states: {
      counting: {
        on: {
          inc: [
            { guard: 'below2', actions: assign({ n: ({ context }) => context.n + 1 }) },
            { target: 'full' },
          ],
        },
      },
      full: { on: { reset: { target: 'counting', actions: assign({ n: 0 }) } } },
    },
  });
  const options = {
    inputs: { start: {} },
    events: () => [{ type: 'inc' }, { type: 'reset' }],
    stateKey: (s: AnySnapshot) => JSON.stringify([s.value, s.context]),
  };

  it('leaves out the paths that are the start of another one, unless asked to keep them', () => {
    const all = generatePathCases(counter, { ...options, full: true, keepPrefixPaths: true });
    const cases = generatePathCases(counter, { ...options, full: true });
    expect(names(all).sort()).toEqual(['inc', 'inc inc', 'inc inc inc', 'inc inc inc reset']);
    expect(names(cases)).toEqual(['inc inc inc reset']);
    expect(withoutPrefixPaths(all)).toEqual(cases);
  });

  it('by default keeps one path per transition, sample and guard outcome, not per context', () => {
    // inc passing below2 at n=0 and at n=1 is one transition with one outcome: its shortest path stays.
    expect(names(generatePathCases(counter, { ...options, keepPrefixPaths: true })).sort()).toEqual([
      'inc',
      'inc inc inc',
      'inc inc inc reset',
    ]);
  });

  it('by default covers parallel regions region by region, and every combination only with full', () => {
    const region = (name: string) => ({
      initial: 'off',
      states: { off: { on: { [name]: 'on' } }, on: { on: { [name]: 'off' } } },
    });
    const panel = setup({ types: { events: {} as { type: 'a' } | { type: 'b' } } }).createMachine({
      type: 'parallel',
      states: { left: region('a'), right: region('b') },
    });
    const panelOptions = { inputs: { start: {} }, events: () => [{ type: 'a' }, { type: 'b' }] };
    const moves = (full: boolean) =>
      names(generatePathCases(panel, { ...panelOptions, full, keepPrefixPaths: true })).sort();
    // Each region's two transitions, whatever the other region is in.
    expect(moves(false)).toEqual(['a', 'a a', 'b', 'b b']);
    // Both transitions of each region from both states of the other: 8 moves.
    expect(moves(true)).toEqual(['a', 'a a', 'a b', 'a b a', 'a b b', 'b', 'b a', 'b b']);
  });
});
