import { expect } from 'vitest';
import {
  type AnyActorRef,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  type EventObject,
  type Snapshot,
  type StateValue,
} from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  getStateNodes,
  type StatePath,
  serializeSnapshot,
} from 'xstate/graph';

type AnySnapshot = Snapshot<unknown> & { value: StateValue; matches(value: StateValue): boolean };

export interface PathCase {
  /** Readable name: the input label and the events taken. */
  name: string;
  input: unknown;
  steps: { event: EventObject; state: AnySnapshot }[];
}

function nodeValue(node: AnyStateNode): StateValue {
  const keys = node.path;
  return keys.reduceRight<StateValue>(
    (inner, key, i) => (i === keys.length - 1 ? key : { [key]: inner }),
    '',
  );
}

const isTransient = (node: AnyStateNode) => (node.always?.length ?? 0) > 0;

/** A short label: actor outcomes as done:id / error:id, user events with their small payloads. */
export function describeEvent(event: EventObject): string {
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (outcome) return `${outcome[1]}:${outcome[2]}`;
  const { type, ...rest } = event;
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
}

/**
 * One path per distinct move of the model (state value before, event, state value after): the shortest
 * path to a source state that makes that move, followed by the move. Context variations that do not
 * change the move are not repeated.
 */
export function generatePathCases(
  machine: AnyStateMachine,
  options: { inputs: Record<string, unknown>; events: (snapshot: AnySnapshot) => EventObject[] },
): PathCase[] {
  const cases: PathCase[] = [];
  for (const [label, input] of Object.entries(options.inputs)) {
    const traversal = { input, events: options.events as never };
    const shortest = new Map<string, StatePath<AnySnapshot, EventObject>>();
    for (const path of getShortestPaths(machine, traversal) as unknown as StatePath<
      AnySnapshot,
      EventObject
    >[]) {
      shortest.set(serializeSnapshot(path.state), path);
    }
    const adjacency = getAdjacencyMap(machine, traversal);
    const best = new Map<string, PathCase['steps']>();
    for (const [key, vertex] of Object.entries(adjacency)) {
      const head = shortest.get(key);
      if (!head) continue;
      for (const edge of Object.values(vertex.transitions) as { event: EventObject; state: AnySnapshot }[]) {
        const move = JSON.stringify([vertex.state.value, describeEvent(edge.event), edge.state.value]);
        const steps = [...head.steps.slice(1), { event: edge.event, state: edge.state }] as PathCase['steps'];
        const known = best.get(move);
        if (!known || known.length > steps.length) best.set(move, steps);
      }
    }
    for (const steps of best.values()) {
      cases.push({ name: `${label}: ${steps.map((s) => describeEvent(s.event)).join(' > ')}`, input, steps });
    }
  }
  return cases;
}

/** State nodes no generated path reaches (transient `always` nodes are passed through, not stopped in). */
/** Where a path starts: the machine's first snapshot for that path's input. */
const initialSnapshot = (machine: AnyStateMachine, input: unknown) =>
  createActor(machine, { input }).getSnapshot() as AnySnapshot;

/** State nodes neither a path's start nor any of its steps reaches. */
export function unreachedStateNodes(machine: AnyStateMachine, cases: PathCase[]): string[] {
  const reached = new Set<string>();
  const nodes = getStateNodes(machine.root).filter((n) => !isTransient(n));
  for (const c of cases) {
    const states = [initialSnapshot(machine, c.input), ...c.steps.map((s) => s.state)];
    for (const state of states) {
      for (const node of nodes) if (state.matches(nodeValue(node))) reached.add(node.id);
    }
  }
  return nodes.map((n) => n.id).filter((id) => !reached.has(id));
}

/**
 * Transitions (source node, event type, targets) no path takes. A step takes a transition when its
 * source was active before the event, the event type matches and every target is active after it.
 */
export function untakenTransitions(machine: AnyStateMachine, cases: PathCase[]) {
  const nodes = getStateNodes(machine.root);
  const defined: { source: AnyStateNode; eventType: string; targets: AnyStateNode[]; key: string }[] = [];
  for (const source of nodes) {
    for (const [eventType, transitions] of source.transitions) {
      for (const t of transitions) {
        const targets = (t.target ?? []) as AnyStateNode[];
        defined.push({
          source,
          eventType,
          targets,
          key: `${source.id} --${eventType}--> ${targets.map((n) => n.id).join(',') || '(self)'}`,
        });
      }
    }
  }
  const taken = new Set<string>();
  for (const c of cases) {
    let before = initialSnapshot(machine, c.input);
    for (const { event, state } of c.steps) {
      for (const d of defined) {
        if (d.eventType !== event.type || !before.matches(nodeValue(d.source))) continue;
        // A transient target is passed through, so only the source and the event can be checked.
        const passedThrough = d.targets.some(isTransient);
        if (passedThrough || d.targets.every((target) => state.matches(nodeValue(target)))) taken.add(d.key);
      }
      before = state;
    }
  }
  return defined.map((d) => d.key).filter((key) => !taken.has(key));
}

/**
 * Replays one step on a live actor. A delayed step is sent as the event the graph took, rather than by
 * advancing the clock: with timers in parallel regions, moving the clock would also fire timers the step
 * did not take. The rule tests check real timing with a SimulatedClock.
 */
export function replayStep(actor: AnyActorRef, event: EventObject) {
  actor.send(event);
}

/** Adds the delayed-transition events (xstate.after.*) of every active state node to an events function. */
export function withDelayedEvents(
  machine: AnyStateMachine,
  events: (snapshot: AnySnapshot & { children: Record<string, unknown> }) => EventObject[],
) {
  const delayedNodes = getStateNodes(machine.root).filter((node) => node.after.length > 0);
  return (snapshot: AnySnapshot & { children: Record<string, unknown> }) => [
    ...events(snapshot),
    ...delayedNodes
      .filter((node) => snapshot.matches(nodeValue(node)))
      .flatMap((node) => node.after.map((t) => ({ type: t.eventType }))),
  ];
}

/** Replays a path on a live actor (with fake actors), checking state and context after every step. */
export function expectPathReplays(
  actor: AnyActorRef,
  steps: PathCase['steps'],
  alsoCheck?: (seen: AnySnapshot, expected: AnySnapshot) => void,
) {
  for (const step of steps) {
    actor.send(step.event);
    const seen = actor.getSnapshot() as AnySnapshot;
    expect(seen.value).toEqual(step.state.value);
    expect((seen as unknown as { context: unknown }).context).toEqual(
      (step.state as unknown as { context: unknown }).context,
    );
    alsoCheck?.(seen, step.state);
  }
}
