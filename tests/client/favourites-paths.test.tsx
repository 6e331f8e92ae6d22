// @vitest-environment happy-dom
import '../support/dom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, EventObject } from 'xstate';
import { type FavouritesEvent, favouritesMachine } from '../../machines/favourites';
import { FavouritesContext } from '../../src/client/components/favourites/favourites-context';
import { GameCard } from '../../src/client/features/games/GameCard';
import { MyPokerGames } from '../../src/client/features/games/MyPokerGames';
import type { LoggedMember } from '../../src/shared/contract/account';
import type { Game } from '../../src/shared/contract/game';
import {
  type AnySnapshot,
  type Coverage,
  createCoverage,
  fakeActor,
  generatePathCases,
  type PathStep,
  replayPath,
} from '../support/path-harness';
import { renderInMantine } from '../support/render-flow';

const session = vi.hoisted(() => ({ member: null as unknown }));
vi.mock('../../src/client/components/member', () => ({ useMember: () => session.member }));

const game = (id: number, title: string, day: number, isFavourite = false): Game => ({
  id,
  title,
  description: '',
  startTime: '19:30',
  dateTime: new Date(Date.UTC(2026, 10, 22 + day, 9)).toISOString(),
  type: 'Home',
  typeId: 2,
  gameType: 'League',
  brandName: 'APL',
  divisionName: null,
  isSpecialEvent: false,
  isFavourite,
  eventStatusId: 1,
  buyInAmount: 0,
  buyInDescription: null,
  takeHomeAmount: 0,
  takeHomeAmountDescription: null,
  totalPTCredit: 0,
  ptcRedeemable: false,
  creditCardRedeemable: false,
  distanceAway: null,
  goingCount: 0,
  regionId: 6,
  stateId: 1,
  venue: {
    id,
    title,
    address: '1 High St, Carlton VIC 3053',
    suburb: 'Carlton',
    latitude: -37.8,
    longitude: 144.97,
    friendlyUrlSlug: `venue-${id}`,
    regionId: 6,
    stateId: 1,
  },
  subMajorEvent: null,
});

/** The page's own list: one game that is not a favourite, one that is. */
const HARBOUR = game(5, 'Harbour Hotel', 2);
const EMU = game(6, 'Emu Hotel', 3, true);
/** The server's saved games, not in date order; 'My Poker Games' shows the three soonest. */
const SAVED = [EMU, game(11, 'Royal Oak', 1), game(12, 'Kings Arms', 2), game(13, 'Duke of York', 4)];
const SAVED_SHOWN = ['Royal Oak', 'Kings Arms', 'Emu Hotel'];

type Outcome = EventObject & { output?: unknown; error?: unknown };
const TOGGLES: FavouritesEvent[] = [
  { type: 'favourite.toggle', eventId: HARBOUR.id, isFavourite: false },
  { type: 'favourite.toggle', eventId: EMU.id, isFavourite: true },
];
const OUTCOMES: Record<string, Outcome[]> = {
  listFavourites: [
    { type: 'xstate.done.actor.listFavourites', output: SAVED },
    { type: 'xstate.done.actor.listFavourites', output: [] },
    { type: 'xstate.error.actor.listFavourites', error: new Error('offline') },
  ],
  saveFavourite: [
    { type: 'xstate.done.actor.saveFavourite', output: undefined },
    { type: 'xstate.error.actor.saveFavourite', error: new Error('offline') },
  ],
};
const INPUTS = { member: { isMember: true }, visitor: { isMember: false } };
const cases = generatePathCases(favouritesMachine, {
  inputs: INPUTS,
  events: (snapshot) => [...TOGGLES, ...Object.keys(snapshot.children).flatMap((id) => OUTCOMES[id] ?? [])],
});

const MEMBER = { id: 100000, firstName: 'Sam', brandId: 2 } as unknown as LoggedMember;
const coverage = createCoverage(favouritesMachine);
let list = fakeActor<Game[]>('listFavourites');
let save = fakeActor<void, { eventId: number; add: boolean }>('saveFavourite');
let requireLogin = vi.fn();
let changes: unknown[] = [];

beforeEach(() => {
  list = fakeActor<Game[]>('listFavourites');
  save = fakeActor<void, { eventId: number; add: boolean }>('saveFavourite');
  requireLogin = vi.fn();
  changes = [];
  // The calendar link's call never answers here: no network, and it is not this flow.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});

const isOutcome = (step: PathStep, kind: string) => step.event.type.startsWith(kind);
const savesSettled = (history: readonly PathStep[]) =>
  history.filter((s) => /^xstate\.(done|error)\.actor\.saveFavourite$/.test(s.event.type)).length;
const toggles = (history: readonly PathStep[]) =>
  history.filter((s) => s.event.type === 'favourite.toggle').map((s) => s.event as FavouritesEvent);
/** What the server last listed: the latest successful answer (a failed reload keeps the list). */
function lastSaved(history: readonly PathStep[]): Game[] {
  const answers = history.filter((s) => isOutcome(s, 'xstate.done.actor.listFavourites'));
  return ((answers.at(-1)?.event as Outcome | undefined)?.output as Game[] | undefined) ?? [];
}
const titlesShown = (games: Game[]) => (games === SAVED ? SAVED_SHOWN : []);

const pageList = () => within(screen.getByTestId('page-list'));
const heart = (g: Game) =>
  pageList().getByRole('button', {
    name: g.isFavourite ? `Remove ${g.title} from My Poker Games` : `Add ${g.title} to My Poker Games`,
  }) as HTMLButtonElement;
const myGames = () => screen.getByTestId('my-poker-games');
const myGamesTitles = () =>
  within(myGames())
    .queryAllByTestId('game-title')
    .map((e) => e.textContent);

function expectMyPokerGames(history: readonly PathStep[]) {
  const expected = titlesShown(lastSaved(history));
  expect(myGamesTitles()).toEqual(expected);
  expect(within(myGames()).queryByText('Tap the heart on a game to keep it here.') !== null).toBe(
    expected.length === 0,
  );
}

/** Every settled save reloads the list, whether it worked or not; the change is announced when it worked. */
function expectReloadsAndChanges(history: readonly PathStep[]) {
  expect(list.calls).toHaveLength(1 + savesSettled(history));
  const saved = history.flatMap((s, i) =>
    s.event.type === 'xstate.done.actor.saveFavourite'
      ? [history.slice(0, i).findLast((h) => h.event.type === 'favourite.toggle')]
      : [],
  );
  expect(changes).toEqual(
    saved.map((t) => {
      const toggle = t?.event as FavouritesEvent;
      return { type: 'favourite.changed', eventId: toggle.eventId, isFavourite: !toggle.isFavourite };
    }),
  );
  expect(save.inputs()).toEqual(toggles(history).map((t) => ({ eventId: t.eventId, add: !t.isFavourite })));
}

const STATES: Record<string, (model: AnySnapshot, history: readonly PathStep[]) => void> = {
  visitor: (_, history) => {
    expect(screen.queryByTestId('my-poker-games')).toBeNull();
    expect(heart(HARBOUR).disabled).toBe(false);
    expect(heart(EMU).disabled).toBe(false);
    expect(requireLogin).toHaveBeenCalledTimes(toggles(history).length);
    expect(list.calls).toHaveLength(0);
    expect(save.calls).toHaveLength(0);
  },
  loading: (_, history) => {
    expectMyPokerGames(history);
    expect(list.pending()).toHaveLength(1);
    expectReloadsAndChanges(history);
    expect(heart(HARBOUR).disabled).toBe(false);
    expect(heart(EMU).disabled).toBe(false);
    expect(requireLogin).not.toHaveBeenCalled();
  },
  ready: (_, history) => {
    expectMyPokerGames(history);
    expect(list.pending()).toHaveLength(0);
    expectReloadsAndChanges(history);
    expect(heart(HARBOUR).disabled).toBe(false);
    expect(heart(EMU).disabled).toBe(false);
  },
  saving: (_, history) => {
    const toggle = toggles(history).at(-1) as FavouritesEvent;
    expect(save.pending()).toHaveLength(1);
    expect(save.calls.at(-1)?.input).toEqual({ eventId: toggle.eventId, add: !toggle.isFavourite });
    // A list load the toggle interrupted is cancelled, not left running.
    expect(list.pending()).toHaveLength(0);
    const [busy, other] = toggle.eventId === HARBOUR.id ? [HARBOUR, EMU] : [EMU, HARBOUR];
    expect(heart(busy).getAttribute('data-loading')).toBe('true');
    expect(heart(other).disabled).toBe(true);
    expect(heart(other).getAttribute('data-loading')).toBeNull();
    expectMyPokerGames(history);
  },
};

function renderFavourites(input: unknown, inspect: Coverage['inspect']): () => AnyActorRef {
  const { isMember } = input as { isMember: boolean };
  session.member = isMember ? MEMBER : null;
  const logic = favouritesMachine.provide({
    actors: { listFavourites: list.logic, saveFavourite: save.logic },
    actions: { requireLogin: () => requireLogin() },
  });
  let actor: AnyActorRef | undefined;
  function Capture() {
    const ref = FavouritesContext.useActorRef();
    if (!actor) ref.on('favourite.changed', (change: unknown) => changes.push(change));
    actor = ref;
    return null;
  }
  renderInMantine(
    <MemoryRouter>
      <FavouritesContext.Provider logic={logic} options={{ input: { isMember }, inspect }}>
        <Capture />
        <MyPokerGames />
        <div data-testid="page-list">
          <GameCard game={HARBOUR} />
          <GameCard game={EMU} />
        </div>
      </FavouritesContext.Provider>
    </MemoryRouter>,
  );
  return () => actor as AnyActorRef;
}

describe('favourites: the model’s paths on My Poker Games and the hearts', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await replayPath(favouritesMachine, c, {
      render: renderFavourites,
      events: {
        'favourite.toggle': (event) => {
          const { eventId } = event as FavouritesEvent;
          fireEvent.click(heart(eventId === HARBOUR.id ? HARBOUR : EMU));
        },
      },
      fakes: { listFavourites: list, saveFavourite: save },
      states: STATES,
      coverage,
      wrap: (fn) => act(fn),
    });
  });

  afterAll(() => vi.unstubAllGlobals());

  it('reached every state, took every transition and saw every guard both ways', () => {
    coverage.expectComplete();
  });
});
