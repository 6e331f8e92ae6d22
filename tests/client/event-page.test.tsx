// @vitest-environment happy-dom
import '../support/dom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { tournamentClockMachine } from '../../machines/tournament-clock';
import { PhotoGrid } from '../../src/client/components/PhotoGrid';
import { NO_RESULT_TEXT, ResultTable } from '../../src/client/components/ResultTable';
import { BlindStructureTable } from '../../src/client/features/event/BlindStructureTable';
import { ClockPanel } from '../../src/client/features/event/ClockPanel';
import { eventTiles } from '../../src/client/features/event/EventDetailsTiles';
import type { ClockStatus } from '../../src/shared/contract/clock';
import type { Photo } from '../../src/shared/contract/content';
import type { EventDetail } from '../../src/shared/contract/event-detail';
import { eventKind as eventTheme } from '../../src/shared/event-kind';
import { renderInMantine } from '../support/render-flow';

const event = {
  id: 5,
  title: 'The Emu Hotel',
  description: 'Sunday Main Event',
  startTime: '19:00',
  dateTime: '2099-11-22T08:00:00.000Z',
  type: 'Home',
  typeId: 2,
  gameType: 'League',
  brandName: 'APL',
  isSpecialEvent: false,
  eventStatusId: 1,
  buyInAmount: 0,
  buyInDescription: null,
  takeHomeAmount: 0,
  totalPTCredit: 0,
  ptcRedeemable: true,
  creditCardRedeemable: false,
  stateId: 1,
  rego: '18:30',
  lateRego: null,
  startingStack: null,
  rebuyInFee: null,
  reEntryLabel: null,
  addons: null,
  blindStructures: [],
} as unknown as EventDetail;

const wrap = (ui: ReactNode) => renderInMantine(<MemoryRouter>{ui}</MemoryRouter>);

describe('event details tiles and theme', () => {
  it('shows a tile only when the event has a value, and a free buy-in as Free', () => {
    expect(eventTiles(event).map((t) => `${t.label}: ${t.value}`)).toEqual([
      'Date: Nov 22nd 99',
      'Start: 19:00',
      'Rego: 18:30',
      'Game Type: League',
      'Buy In: Free',
    ]);
    const full = eventTiles({
      ...event,
      totalPTCredit: 10,
      startingStack: 20000,
      lateRego: '20:00',
      buyInAmount: 150,
      rebuyInFee: 150,
      reEntryLabel: null,
      addons: '$20 for 10,000 chips',
      takeHomeAmount: 1000,
    });
    expect(full.map((t) => t.label)).toEqual([
      'Date',
      'Start',
      'Rego',
      'Game Type',
      'Starting Stack',
      'Late Rego',
      'Buy In',
      'Re-Entry',
      'Addons',
      'Guarantee',
    ]);
    expect(full.find((t) => t.label === 'Game Type')?.extra).toBe('+10 PTC credit');
    expect(full.find((t) => t.label === 'Buy In')?.value).toBe('$150');
    expect(eventTiles({ ...event, buyInDescription: 'Gold coin' }).at(-1)?.value).toBe('Gold coin');
  });

  it('themes the page by the event type', () => {
    expect(eventTheme({ ...event, typeId: 10, type: 'APLPT' })).toBe('aplpt');
    expect(eventTheme({ ...event, type: 'APLM Satellite' })).toBe('satellite');
    expect(eventTheme({ ...event, type: 'Raise' })).toBe('raise');
    expect(eventTheme({ ...event, typeId: 14, type: 'Cash Game' })).toBe('cashGame');
    expect(eventTheme({ ...event, isSpecialEvent: true })).toBe('special');
    expect(eventTheme({ ...event, brandName: 'ALH Grand Slam' })).toBe('grandslam');
    expect(eventTheme(event)).toBe('league');
  });
});

describe('blind structure, results and photos', () => {
  it("writes break rows as 'Break - N minute(s)' with the chips to colour up", () => {
    const level = (roundNumber: number, smallBlind: number, blindStartTime: string) => ({
      roundNumber,
      blindStartTime,
      smallBlind,
      bigBlind: smallBlind * 2,
      ante: 0,
      breakRow: false,
      breakLength: 0,
    });
    wrap(
      <BlindStructureTable
        rows={[
          level(1, 25, '19:00'),
          { ...level(1, 0, '19:20'), bigBlind: 0, breakRow: true, breakLength: 15 },
          level(2, 100, '19:35'),
        ]}
      />,
    );
    const rows = within(screen.getByTestId('blind-structure')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'TimeSmallBigAnte',
      '19:002550-',
      '19:20Break - 15 minute(s)Colour up: race off the 25 chips',
      '19:35100200-',
    ]);
  });

  it('says a result is not available until the event is closed', () => {
    wrap(<ResultTable result={null} loading={false} />);
    expect(screen.getByText(NO_RESULT_TEXT)).toBeTruthy();
  });

  it('pages photos 12 at a time and says when there are none', () => {
    const photo = (id: number): Photo => ({
      id,
      venueName: 'Venue',
      eventName: `Event ${id}`,
      largePhotoUrl: `/l/${id}.jpg`,
      mediumPhotoUrl: `/m/${id}.jpg`,
      players: [],
    });
    const photos = Array.from({ length: 14 }, (_, i) => photo(i + 1));
    const { unmount } = wrap(<PhotoGrid photos={photos} loading={false} page={2} onPage={() => {}} />);
    expect(
      within(screen.getByTestId('photo-grid'))
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Event 13 at Venue', 'Event 14 at Venue']);
    unmount();
    wrap(<PhotoGrid photos={[]} loading={false} page={1} onPage={() => {}} />);
    expect(screen.getByText('No photo yet')).toBeTruthy();
  });
});

describe("the clock panel 'Countdown Dashboard 1'", () => {
  const status = (overrides: Partial<ClockStatus>): ClockStatus => ({
    eventId: 5,
    runStatus: 2,
    runStatusName: 'RUNNING',
    currentRound: 3,
    isRound: true,
    remainingSeconds: 45,
    triggeredDateTime: '2099-11-22T09:00:00.000Z',
    currentBlind: '75/150',
    nextBlind: '100/200',
    ante: '0',
    currentBlindStructure: null,
    blindStructureList: [],
    lateRegistrationDateTime: '2099-11-22T09:00:00.000Z',
    totalPlayers: 24,
    playersRemaining: 17,
    entries: 20,
    reEntries: 4,
    startStack: 20000,
    averageChip: 28235,
    alternateClockMessage: null,
    prizePool: 3600,
    prizeStructureList: { '1': 1440, '2': 900, '3': 540 },
    ...overrides,
  });
  const panelWith = (answer: ClockStatus) =>
    wrap(
      <ClockPanel
        event={event}
        logic={tournamentClockMachine.provide({
          actors: {
            loadStatus: fromPromise(async () => answer),
            ticker: fromCallback(() => () => {}),
            hub: fromCallback(() => () => {}),
          },
        })}
      />,
    );

  it('shows a running clock about to end, players left of total, stacks, blinds and a collapsible prize pool', async () => {
    panelWith(status({}));
    const panel = screen.getByTestId('clock-panel');
    expect(await within(panel).findByText('00:45')).toBeTruthy();
    expect(panel.getAttribute('data-look')).toBe('aboutToEnd');
    expect(within(panel).getByText('About to end')).toBeTruthy();
    expect(within(panel).getByText('Registration open')).toBeTruthy();
    expect(within(panel).getByTestId('clock-players').textContent).toBe('17 / 24');
    expect(within(panel).getByText('28,235')).toBeTruthy();
    expect(within(panel).getByTestId('clock-blind').textContent).toBe('75/150');
    expect(within(panel).getByText('100/200')).toBeTruthy();
    const toggle = within(panel).getByRole('button', { name: /Prize pool \$3,600/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('prize-table').style.display).not.toBe('none'));
    const rows = within(screen.getByTestId('prize-table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['RankPrize', '1$1,440', '2$900', '3$540']);
    expect(within(panel).getByRole('link', { name: 'Get Ticket' })).toBeTruthy();
  });

  it("before the start shows 'Event start at' and, without a prize structure, when registration closes", async () => {
    panelWith(status({ runStatus: 1, runStatusName: 'NOT_START', prizeStructureList: {}, prizePool: 0 }));
    const panel = screen.getByTestId('clock-panel');
    expect(await within(panel).findByText('Event start at')).toBeTruthy();
    expect(panel.getAttribute('data-look')).toBe('scheduled');
    expect(within(panel).getByText('Total players')).toBeTruthy();
    expect(within(panel).getByText('Registration close at Sunday, November 22nd 2099, 6:30 pm')).toBeTruthy();
  });

  it("says 'End Of All Rounds' when the tournament is over and looks paused when paused", async () => {
    const { unmount } = panelWith(status({ runStatus: 5, runStatusName: 'END_OF_ALL_ROUND' }));
    expect(await screen.findByText('End Of All Rounds')).toBeTruthy();
    unmount();
    panelWith(status({ runStatus: 3, runStatusName: 'PAUSED', remainingSeconds: 300 }));
    expect(await screen.findByText('05:00')).toBeTruthy();
    expect(screen.getByTestId('clock-panel').getAttribute('data-look')).toBe('paused');
  });
});
