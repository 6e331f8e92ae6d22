/**
 * Model-based tests from the machines' paths (see /work/shared/notes/statecharts-and-tests.md).
 *
 * The machine is the model; the screen is the system under test. The harness has four parts:
 *
 * 1. `generatePathCases(machine, { inputs, events, stateKey?, limit?, quietDepth? })`: shortest paths from one
 *    breadth-first walk of the model's states (`explore`), chosen by a coverage criterion: the shortest path to each (transitions the event
 *    selected, event sample, guard outcomes, atomic states it entered), made of the shortest path to a source
 *    state plus the move (see fewestMoves). So every state node of every parallel region is entered, every
 *    transition taken, every guard seen both ways and every event sample used, region by region: the states
 *    the other regions happen to be in make no path of their own. An event sample whose guard fails makes its
 *    own path even when nothing changes.
 *    With PATHS=full (`npm run test:paths:full`, for a chart changed deeply) every distinct move of the
 *    model makes a path instead: (state key before, event, state key after, guard outcomes), i.e. every
 *    combination of the parallel regions' states. `stateKey` (default: the state value) says which context
 *    differences count as different moves there.
 *    `limit` is xstate/graph's explicit traversal bound (it throws when exceeded; nothing is cut silently).
 *    A path whose events are the first steps of a longer path is left out (`withoutPrefixPaths`): the
 *    longer one replays the same steps with the same checks after each.
 * 2. `createCoverage(machine)`: an inspection observer (`coverage.inspect`) for the live actors the replays
 *    run (pass it as the actor's `inspect` option). It records, from XState's own microsteps, every state
 *    node the live actor was in (transient `always` nodes included), every transition it took (the
 *    microstep selected it and the snapshot after the microstep is in all its targets) and every guard
 *    outcome (a selected guarded transition: true; a guarded candidate passed over for a later one or for
 *    nothing: false). `coverage.missing()` names what was never seen; `coverage.expectComplete()` fails
 *    with that list. Declare the check after the replays in the file (Vitest runs a file's tests in order).
 * 3. `replayPath(pathCase, driver)`: renders the real view (`driver.render`, which gets the input and the
 *    coverage's `inspect`), then for each step performs what a person does for that event, waits until the
 *    live actor has settled in the state the model predicts, and runs the per-state table for every active
 *    atomic state of the model (`driver.states`, keyed by state path such as 'search.results'). A step
 *    without a mapping, or a table without a row for one of the machine's stable atomic states, fails.
 *    - user events: `driver.events[type](event)` (click, type, choose); when the view does not offer the
 *      action in that state (the model's guard fails and the control is hidden or disabled) the mapping
 *      asserts that and returns NOT_OFFERED: the live actor must then refuse the event, and the guards
 *      its selection tries count as seen failing;
 *    - `xstate.done.actor.<id>` / `xstate.error.actor.<id>`: `driver.fakes[id]` (a `fakeActor`) resolves
 *      or rejects its pending call with the event's output or error;
 *    - `xstate.after.*`: `driver.after(event)` (advance fake timers).
 *    `driver.wrap` runs each action and check (React tests pass Testing Library's `act`).
 * 4. `fakeActor()`: a promise actor whose calls wait until the test settles them; it records the inputs
 *    and the abort signals, so tests can assert what was requested and what was cancelled.
 */
import { expect } from 'vitest';
import {
  type AnyActorRef,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  createEmptyActor,
  type EventObject,
  fromPromise,
  type InspectionEvent,
  type Snapshot,
  type StateValue,
} from 'xstate';
import { getStateNodes, serializeSnapshot } from 'xstate/graph';

export type AnySnapshot = Snapshot<unknown> & {
  value: StateValue;
  context: unknown;
  children: Record<string, unknown>;
  matches(value: StateValue): boolean;
  hasTag(tag: string): boolean;
  _nodes: AnyStateNode[];
  machine: AnyStateMachine;
};

export interface PathStep {
  event: EventObject;
  state: AnySnapshot;
}

export interface PathCase {
  /** Readable name: the input label and the events taken. */
  name: string;
  input: unknown;
  /** The key of `inputs` this path starts from. */
  inputLabel: string;
  steps: PathStep[];
}

interface TransitionDef {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: unknown;
}

const isTransient = (node: AnyStateNode) => (node.always?.length ?? 0) > 0;
const isAtomic = (node: AnyStateNode) => node.type === 'atomic' || node.type === 'final';

/** 'search.results' for the node #gameSearch.search.results. */
export const statePath = (node: AnyStateNode) => node.path.join('.');

/** A short label: actor outcomes as done:id / error:id, user events with their small payloads. */
export function describeEvent(event: EventObject): string {
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (outcome) return `${outcome[1]}:${outcome[2]}`;
  const delayed = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (delayed) return `after:${delayed[1]}`;
  const { type, ...rest } = event;
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
}

/** Tells apart samples of one outcome: `done:listGames (3 items)`. */
function describeSample(event: EventObject): string {
  const label = describeEvent(event);
  if (!/^xstate\.done\.actor\./.test(event.type)) return label;
  const output = (event as { output?: unknown }).output;
  if (Array.isArray(output)) return `${label} (${output.length} items)`;
  if (output === undefined) return label;
  const text = JSON.stringify(output);
  return `${label} ${text.length > 60 ? `${text.slice(0, 57)}...` : text}`;
}

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return (guard as { type: string }).type;
}

const eventLabel = (eventType: string) => eventType || 'always';

function transitionKeys(machine: AnyStateMachine) {
  const keys = new Map<TransitionDef, string>();
  for (const node of getStateNodes(machine.root)) {
    const lists: TransitionDef[][] = [...node.transitions.values(), (node.always ?? []) as TransitionDef[]];
    for (const list of lists) {
      list.forEach((t, index) => {
        const guard = t.guard ? ` [${guardName(t.guard)}]` : '';
        const targets = t.target?.length ? t.target.map((n) => n.id).join(',') : '(no target)';
        const sameKey = list.length > 1 && !t.guard && list.some((o, i) => i !== index && !o.guard);
        keys.set(
          t,
          `${node.id} --${eventLabel(t.eventType)}${guard}--> ${targets}${sameKey ? ` #${index}` : ''}`,
        );
      });
    }
  }
  return keys;
}

type GuardOutcome = [name: string, passed: boolean];

/** A node's candidates for the event in order, as `StateNode.next` tries them; true when one was selected. */
function nodeSelection(
  candidates: readonly TransitionDef[],
  selected: readonly TransitionDef[],
  out: GuardOutcome[],
) {
  for (const t of candidates) {
    if (selected.includes(t)) {
      if (t.guard) out.push([guardName(t.guard), true]);
      return true;
    }
    if (t.guard) out.push([guardName(t.guard), false]);
  }
  return false;
}

/**
 * The guard outcomes an event's selection implies, walking the state value as XState's `transitionNode`
 * does (children first, a parent only when its children selected nothing; every parallel region): a
 * selected guarded candidate passed, every guarded candidate tried before it failed. Exact, and without
 * calling any guard again.
 */
function eventGuardOutcomes(
  root: AnyStateNode,
  value: StateValue,
  eventType: string,
  selected: readonly TransitionDef[],
): GuardOutcome[] {
  const out: GuardOutcome[] = [];
  const next = (node: AnyStateNode) =>
    nodeSelection((node.transitions.get(eventType) ?? []) as TransitionDef[], selected, out);
  const walk = (node: AnyStateNode, v: StateValue): boolean => {
    if (typeof v === 'string') return next(node.states[v] as AnyStateNode) || next(node);
    const keys = Object.keys(v);
    if (keys.length === 1) {
      const key = keys[0] as string;
      return walk(node.states[key] as AnyStateNode, v[key] as StateValue) || next(node);
    }
    let any = false;
    for (const key of keys) if (walk(node.states[key] as AnyStateNode, v[key] as StateValue)) any = true;
    return any || next(node);
  };
  walk(root, value);
  return out;
}

/** The same for eventless (`always`) selection, as XState's `selectEventlessTransitions` walks it. */
function eventlessGuardOutcomes(snapshot: AnySnapshot, selected: readonly TransitionDef[]): GuardOutcome[] {
  const out: GuardOutcome[] = [];
  for (const atomic of snapshot._nodes.filter(isAtomic)) {
    for (let node: AnyStateNode | undefined = atomic; node; node = node.parent) {
      if (node.always?.length && nodeSelection(node.always as TransitionDef[], selected, out)) break;
    }
  }
  return out;
}

interface Vertex {
  state: AnySnapshot;
  /** The shortest path from the initial state here. */
  steps: PathStep[];
  edges: PathStep[];
}

/**
 * Every reachable state (told apart by xstate/graph's serializeSnapshot: value and context) with its edges and
 * the shortest path to it, in one breadth-first pass, level by level, as the caller asks for more: what
 * getShortestPaths and getAdjacencyMap give together, in the same order, at a fraction of their cost (each
 * walks the whole graph, and their queue shifts an array).
 * The actor scope is xstate/graph's own mock scope: nothing runs, no child starts.
 */
function* explore(
  machine: AnyStateMachine,
  input: unknown,
  events: (snapshot: AnySnapshot) => EventObject[],
  limit = Number.POSITIVE_INFINITY,
): Generator<Vertex> {
  const empty = createEmptyActor();
  const scope = {
    self: empty,
    logger: console.log,
    id: '',
    sessionId: Math.random().toString(32).slice(2),
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as never;
  const initial = machine.getInitialSnapshot(scope, input) as AnySnapshot;
  const vertices: Vertex[] = [{ state: initial, steps: [], edges: [] }];
  const seen = new Set([serializeSnapshot(initial as never)]);
  let iterations = 0;
  for (let index = 0; index < vertices.length; index++) {
    const vertex = vertices[index] as Vertex;
    const sent = new Set<string>();
    for (const event of events(vertex.state)) {
      // xstate/graph keys a state's edges by the event's JSON: a repeated sample is one edge.
      const eventJson = JSON.stringify(event);
      if (sent.has(eventJson)) continue;
      sent.add(eventJson);
      if (iterations++ > limit) throw new Error('Traversal limit exceeded');
      const state = machine.transition(vertex.state as never, event, scope) as AnySnapshot;
      const edge = { event, state };
      vertex.edges.push(edge);
      const key = serializeSnapshot(state as never);
      if (seen.has(key)) continue;
      seen.add(key);
      vertices.push({ state, steps: [...vertex.steps, edge], edges: [] });
    }
    yield vertex;
  }
}

/**
 * Levels of the state graph without anything new for the criterion before its traversal stops. The criterion's
 * paths are short (the longest today is 11 moves), while a chart whose context combines many choices has
 * thousands of states further down that only recombine them (the leaderboard filters: 15,489 states, 13 moves
 * deep, for paths of at most 4). A move that first shows past the stop is not silent: the coverage check names
 * the state, transition or guard outcome no replay reached, and `quietDepth` goes up for that chart.
 */
const QUIET_DEPTH = 3;

/**
 * The fewest paths that take every transition with every event sample and guard outcome (see fewestMoves),
 * or with `full` (default: PATHS=full) one path per distinct move of the model: the shortest path
 * (`explore`) to a source state that makes the move, followed by the move. A move is (stateKey
 * before, event, stateKey after, the guard outcomes of the event's selection). `limit` bounds the traversal
 * explicitly (the traversal throws when it is exceeded).
 */
export function generatePathCases(
  machine: AnyStateMachine,
  options: {
    inputs: Record<string, unknown>;
    events: (snapshot: AnySnapshot) => EventObject[];
    stateKey?: (snapshot: AnySnapshot) => string;
    limit?: number;
    /** Keep the paths that are prefixes of longer ones (to filter the list before withoutPrefixPaths). */
    keepPrefixPaths?: boolean;
    /** Every distinct move instead of the coverage criterion (default: the PATHS=full environment). */
    full?: boolean;
    /**
     * The criterion's traversal stops after this many levels in a row (states this many moves deeper than the
     * last one that gave the criterion something new) added nothing; `Infinity` walks every reachable state.
     */
    quietDepth?: number;
  },
): PathCase[] {
  const stateKey = options.stateKey ?? ((s: AnySnapshot) => JSON.stringify(s.value));
  const full = options.full ?? process.env.PATHS === 'full';
  const quietDepth = options.quietDepth ?? QUIET_DEPTH;
  const keys = transitionKeys(machine);
  const cases: PathCase[] = [];
  for (const [label, input] of Object.entries(options.inputs)) {
    const best = new Map<string, PathStep[]>();
    const reduced = new Map<string, string>();
    const criterionKeys = new Set<string>();
    let lastNewDepth = 0;
    for (const vertex of explore(machine, input, options.events, options.limit)) {
      const head = vertex.steps;
      if (!full && head.length > lastNewDepth + quietDepth) break;
      const before = vertex.state as unknown as AnySnapshot;
      for (const edge of vertex.edges) {
        const selected = machine.getTransitionData(before as never, edge.event) as TransitionDef[];
        const guards = eventGuardOutcomes(machine.root, before.value, edge.event.type, selected);
        // An event no transition of this state listens to does nothing: not a move.
        if (!selected.length && !guards.length) continue;
        const move = JSON.stringify([
          stateKey(before),
          describeSample(edge.event),
          stateKey(edge.state),
          guards,
        ]);
        const steps = [...head, edge];
        const known = best.get(move);
        if (!known || known.length > steps.length) best.set(move, steps);
        const entered = (edge.state as AnySnapshot)._nodes
          .filter((n) => isAtomic(n) && !before._nodes.some((b) => b.id === n.id))
          .map((n) => n.id);
        const criterionKey = JSON.stringify([
          selected.map((t) => keys.get(t) ?? `${t.source.id} --${eventLabel(t.eventType)}-->`),
          describeSample(edge.event),
          guards,
          entered.sort(),
        ]);
        reduced.set(move, criterionKey);
        if (!criterionKeys.has(criterionKey)) {
          criterionKeys.add(criterionKey);
          lastNewDepth = head.length;
        }
      }
    }
    const chosen = full ? [...best.values()] : fewestMoves(best, reduced);
    for (const steps of chosen) {
      const name = `${label}: ${steps.map((s) => describeSample(s.event)).join(' > ')}`;
      cases.push({ name, input, inputLabel: label, steps });
    }
  }
  // Else `it.each` runs nothing and the coverage check has nothing to miss: an emptied chart would pass.
  if (!cases.length) throw new Error(`${machine.id}: no paths, the chart makes no move from its inputs`);
  return options.keepPrefixPaths ? cases : withoutPrefixPaths(cases);
}

/** An event as xstate/graph tells events apart (JSON), with an error's message kept. */
const eventKey = (event: EventObject) =>
  JSON.stringify(event, (_key, value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}` : value,
  );

/**
 * Drops every path whose events, from the same input, are the first steps of a longer path: the model is
 * deterministic, so the longer path replays those very steps on the view with the same per-state checks
 * after each, and reaches the same states, transitions and guards. The shorter one only costs a mount and
 * its steps again (createTestModel's own deduplicatePaths does the same).
 */
export function withoutPrefixPaths(cases: readonly PathCase[]): PathCase[] {
  const keyed = cases.map((c) => {
    const keys: string[] = [];
    let key = `${c.inputLabel}\u0000`;
    for (const step of c.steps) {
      key += `${eventKey(step.event)}\u0000`;
      keys.push(key);
    }
    return { c, keys };
  });
  const properPrefixes = new Set(keyed.flatMap(({ keys }) => keys.slice(0, -1)));
  const kept = new Set<string>();
  return keyed
    .filter(({ keys }) => {
      const whole = keys.at(-1) ?? '';
      if (properPrefixes.has(whole) || kept.has(whole)) return false;
      kept.add(whole);
      return true;
    })
    .map(({ c }) => c);
}

/**
 * The default criterion: of the moves above, only the shortest path per (transitions the event selected,
 * event sample, guard outcomes, atomic states it entered). The other parallel regions' states and the
 * stateKey's context make no move of their own, so each region is covered on its own: every transition is
 * taken, every state entered and every guard seen both ways (`expectComplete` checks it on the live actors),
 * in a fraction of the full set's paths. Each path kept is one of the full set's.
 */
function fewestMoves(best: Map<string, PathStep[]>, reduced: Map<string, string>): PathStep[][] {
  const kept = new Map<string, PathStep[]>();
  for (const [move, steps] of best) {
    const key = reduced.get(move) as string;
    const known = kept.get(key);
    if (!known || known.length > steps.length) kept.set(key, steps);
  }
  return [...kept.values()];
}

/** Adds the delayed-transition events (xstate.after.*) of every active state node to an events function. */
export function withDelayedEvents(
  machine: AnyStateMachine,
  events: (snapshot: AnySnapshot) => EventObject[],
) {
  const delayedNodes = getStateNodes(machine.root).filter((node) => node.after.length > 0);
  return (snapshot: AnySnapshot) => [
    ...events(snapshot),
    ...delayedNodes
      .filter((node) => snapshot._nodes.includes(node))
      .flatMap((node) => node.after.map((t) => ({ type: t.eventType }))),
  ];
}

export interface Coverage {
  /** Pass as the live actor's `inspect` option (createActor, or a Provider's `options`). */
  inspect: (event: InspectionEvent) => void;
  /**
   * Records a step the view does not offer (its control hidden or disabled): the live snapshot must not
   * accept the event, and the guards its selection tries count as seen (failing).
   */
  refused(snapshot: AnySnapshot, event: EventObject): void;
  missing(): { states: string[]; transitions: string[]; guards: string[] };
  /** Fails, naming every unreached state node, untaken transition and guard not seen both ways. */
  expectComplete(): void;
}

/** Records what live actors of `machine` really did (see the file's JSDoc). */
export function createCoverage(machine: AnyStateMachine): Coverage {
  const keys = transitionKeys(machine);
  const nodes = getStateNodes(machine.root);
  const nodeById = new Map(nodes.map((n) => [n.id, n]));
  const reached = new Set<string>();
  const taken = new Set<string>();
  const guardsSeen = new Map<string, Set<boolean>>();
  const allGuards = new Set<string>();
  for (const t of keys.keys()) if (t.guard) allGuards.add(guardName(t.guard));
  const listOf = (node: AnyStateNode, eventType: string) =>
    ((eventType === '' ? node.always : node.transitions.get(eventType)) ?? []) as TransitionDef[];
  // A provided machine (`machine.provide`) has its own transition objects: match by source and position.
  const keyOf = (t: TransitionDef) => {
    const original = nodeById.get(t.source.id);
    if (!original) return undefined;
    const twin = listOf(original, t.eventType)[listOf(t.source, t.eventType).indexOf(t)];
    return twin ? keys.get(twin) : undefined;
  };
  const isOurs = (snapshot: unknown) =>
    (snapshot as { machine?: AnyStateMachine } | undefined)?.machine?.id === machine.id;
  const lastMicrostep = new WeakMap<object, AnySnapshot>();
  const outcomes: GuardOutcome[] = [];
  const currentSnapshot = (actor: AnyActorRef) => {
    try {
      return actor.getSnapshot() as AnySnapshot;
    } catch {
      return undefined;
    }
  };
  const see = (outcomes: GuardOutcome[]) => {
    for (const [name, passed] of outcomes) {
      const seen = guardsSeen.get(name) ?? new Set<boolean>();
      seen.add(passed);
      guardsSeen.set(name, seen);
    }
  };
  const record = (snapshot: AnySnapshot) => {
    for (const node of snapshot._nodes) reached.add(node.id);
  };

  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep' && isOurs(event.snapshot)) {
      const after = event.snapshot as AnySnapshot;
      const selected = (event as unknown as { _transitions: TransitionDef[] })._transitions;
      // The first microstep of a macrostep starts from the actor's snapshot, not updated yet (and not
      // readable while the actor initializes).
      const before = lastMicrostep.get(event.actorRef) ?? currentSnapshot(event.actorRef as AnyActorRef);
      lastMicrostep.set(event.actorRef, after);
      record(after);
      for (const t of selected) {
        // The source was active (an initial transient state is never in a reported snapshot).
        for (let n: AnyStateNode | undefined = t.source; n; n = n.parent) reached.add(n.id);
        const key = keyOf(t);
        const inTargets = (t.target ?? []).every((target) => after._nodes.some((n) => n.id === target.id));
        if (key && inTargets) taken.add(key);
      }
      const eventless = selected.length > 0 && selected.every((t) => t.eventType === '');
      if (eventless) {
        // Each selected transition's own node tried its `always` list in order up to it.
        for (const t of selected) nodeSelection(t.source.always as TransitionDef[], [t], outcomes);
      } else if (before?._nodes) {
        outcomes.push(...eventGuardOutcomes(before.machine.root, before.value, event.event.type, selected));
      }
      see(outcomes.splice(0));
    } else if (event.type === '@xstate.snapshot' && isOurs(event.snapshot)) {
      // The macrostep ended: eventless selection found nothing here, so every guard it tried failed.
      const settled = event.snapshot as AnySnapshot;
      lastMicrostep.delete(event.actorRef);
      record(settled);
      see(eventlessGuardOutcomes(settled, []));
    }
  };

  const missing = () => ({
    states: nodes.filter((n) => n !== machine.root && !reached.has(n.id)).map((n) => n.id),
    transitions: [...keys.values()].filter((key) => !taken.has(key)),
    guards: [...allGuards]
      .filter((name) => (guardsSeen.get(name)?.size ?? 0) < 2)
      .map((name) => {
        const seen = [...(guardsSeen.get(name) ?? [])];
        return `${name} (seen ${seen.length ? `only ${seen[0]}` : 'never'})`;
      }),
  });
  const refused = (snapshot: AnySnapshot, event: EventObject) => {
    const selected = snapshot.machine.getTransitionData(snapshot as never, event) as TransitionDef[];
    expect(
      selected.map(keyOf),
      `the view does not offer ${describeEvent(event)}, but the machine accepts it`,
    ).toEqual([]);
    see(eventGuardOutcomes(snapshot.machine.root, snapshot.value, event.type, selected));
  };
  return {
    inspect,
    refused,
    missing,
    expectComplete: () => expect(missing()).toEqual({ states: [], transitions: [], guards: [] }),
  };
}

/** A promise actor whose calls wait for the test: `settle` resolves or rejects the latest pending one. */
export function fakeActor<TOutput = unknown, TInput = unknown>(name = 'actor') {
  interface Call {
    input: TInput;
    signal: AbortSignal;
    settled: boolean;
    resolve(output: TOutput): void;
    reject(error: unknown): void;
  }
  const calls: Call[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({ input, signal, settled: false, resolve, reject });
      }),
  );
  const pending = () => calls.filter((c) => !c.settled && !c.signal.aborted);
  return {
    logic,
    calls,
    /** The inputs of every call so far, in order. */
    inputs: () => calls.map((c) => c.input),
    pending,
    /** Answers the latest pending call: `xstate.done.actor.*` resolves with `output`, an error rejects. */
    settle(event: EventObject & { output?: unknown; error?: unknown }) {
      const call = pending().at(-1);
      if (!call)
        throw new Error(`${describeEvent(event)}: the view started no ${name} call that is still waiting`);
      call.settled = true;
      if (event.type.startsWith('xstate.error.actor.')) call.reject(event.error);
      else call.resolve(event.output as TOutput);
    },
  };
}
/** What a step needs from a fake: answer the latest pending call for an actor outcome event. */
export interface FakeActor {
  settle(event: EventObject & { output?: unknown; error?: unknown }): void;
}

/** Returned by a user action when the view does not offer it in this state (hidden or disabled control). */
export const NOT_OFFERED = Symbol('not offered');

export interface ViewDriver {
  /** Renders the real view for a path's input, with `inspect` on the machine's actor; returns that actor. */
  render(input: unknown, inspect: Coverage['inspect']): AnyActorRef | (() => AnyActorRef);
  /**
   * What a person does for each user event type. When the view does not offer it in the current state
   * (the model's guard fails and the control is hidden or disabled), assert that and return NOT_OFFERED.
   */
  events: Record<string, (event: EventObject) => unknown>;
  /** The fake actors answering `xstate.done.actor.<id>` / `xstate.error.actor.<id>`, by invoke id. */
  fakes?: Record<string, FakeActor>;
  /** Time passing for `xstate.after.*` events (advance fake timers). */
  after?: (event: EventObject) => unknown;
  /**
   * What the user sees, per stable atomic state path ('search.results'); every such state needs a row.
   * A row gets the model's snapshot (which state, for choosing what to check) and the steps done so far
   * (the last is the current one). Take the expected texts, lists and requests from the test's fixtures
   * and that history, not from the model's context: a machine bug is in the model too.
   */
  states: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => unknown>;
  coverage: Coverage;
  /** Runs rendering, fake answers and timers (then a microtask flush); React views pass `act`. */
  wrap?: (fn: () => Promise<void>) => Promise<unknown>;
}

const flushMicrotasks = async (rounds = 20) => {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
};

/** Stable atomic states that need a row in a view's per-state table. */
export function statesNeedingRows(machine: AnyStateMachine) {
  return getStateNodes(machine.root)
    .filter((n) => isAtomic(n) && !isTransient(n))
    .map(statePath);
}

/** Replays one generated path on the real view (see the file's JSDoc). */
export async function replayPath(machine: AnyStateMachine, pathCase: PathCase, driver: ViewDriver) {
  const missingRows = statesNeedingRows(machine).filter((path) => !driver.states[path]);
  if (missingRows.length) throw new Error(`The per-state table has no row for: ${missingRows.join(', ')}`);
  const wrap = driver.wrap ?? ((fn) => fn());
  let liveActor!: () => AnyActorRef;
  await wrap(async () => {
    const rendered = driver.render(pathCase.input, driver.coverage.inspect);
    liveActor = typeof rendered === 'function' ? rendered : () => rendered;
    await flushMicrotasks();
  });
  const initial = createActor(machine, { input: pathCase.input }).getSnapshot() as AnySnapshot;
  const history: PathStep[] = [];
  const check = async (model: AnySnapshot) => {
    const live = liveActor().getSnapshot() as AnySnapshot;
    const step = history.at(-1);
    const where = step ? `after ${describeEvent(step.event)}` : 'at the start';
    expect(live.value, `${where}, the view's machine is not where the model is`).toEqual(model.value);
    for (const node of model._nodes.filter(isAtomic))
      await driver.states[statePath(node)]?.(model, [...history]);
  };
  await check(initial);
  for (const step of pathCase.steps) {
    const { event } = step;
    const outcome = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type);
    if (outcome) {
      const fake = driver.fakes?.[outcome[1] as string];
      if (!fake) throw new Error(`No fake actor for ${describeEvent(event)}`);
      await wrap(async () => {
        fake.settle(event);
        await flushMicrotasks();
      });
    } else if (event.type.startsWith('xstate.after.')) {
      const { after } = driver;
      if (!after) throw new Error(`No clock for ${event.type}`);
      await wrap(async () => {
        await after(event);
        await flushMicrotasks();
      });
    } else {
      const action = driver.events[event.type];
      if (!action) throw new Error(`No user action for the event ${event.type}`);
      // Not wrapped: Testing Library's events flush React themselves, so an action can open a
      // dropdown and then pick from it.
      if ((await action(event)) === NOT_OFFERED) {
        driver.coverage.refused(liveActor().getSnapshot() as AnySnapshot, event);
      }
      await wrap(flushMicrotasks);
    }
    history.push(step);
    await check(step.state);
  }
}
