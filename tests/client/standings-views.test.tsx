// @vitest-environment happy-dom
import '../support/dom-setup';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaderboardTable } from '../../src/client/components/LeaderboardTable';
import { Podium, StandingsTable } from '../../src/client/features/leaderboards/StandingsViews';
import type { LeaderboardRow } from '../../src/shared/contract/leaderboard';
import { renderInMantine } from '../support/render-flow';

const member = vi.hoisted(() => ({ current: null as { customerGuid: string } | null }));
vi.mock('../../src/client/components/member', () => ({ useMember: () => member.current }));

const row = (rank: number, overrides: Partial<LeaderboardRow> = {}): LeaderboardRow => ({
  id: rank,
  rank,
  name: `Player ${rank}`,
  customerGuid: `guid-${rank}`,
  avatar: '',
  pts: 1000 - rank,
  played: 10,
  ft: 3,
  won: 1,
  winnings: 0,
  totalPrizeMoney: 0,
  ...overrides,
});

/** The top 100, then (as the server adds it for a signed-in member ranked lower) the member's own row. */
const TOP = Array.from({ length: 100 }, (_, i) => row(i + 1));
const OWN = row(143, { name: 'Me Myself', customerGuid: 'guid-me', pts: 120 });

const renderIn = (ui: React.ReactNode) => renderInMantine(<MemoryRouter>{ui}</MemoryRouter>);

beforeEach(() => {
  member.current = null;
});

describe('leaderboard tables', () => {
  it("name their columns in the spec's words, on the leaderboards page and on event and venue pages", () => {
    renderIn(
      <>
        <StandingsTable rows={TOP.slice(0, 5)} busy={false} />
        <LeaderboardTable rows={TOP.slice(0, 5)} loading={false} />
      </>,
    );
    for (const testId of ['standings-table', 'leaderboard-table']) {
      const headers = within(screen.getByTestId(testId))
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
      expect(headers).toEqual(['Player', 'Score', 'Played', 'Final table', 'Win', 'Prize']);
    }
    expect(screen.getByText('S score · P played · W wins · FT final tables · $ winnings')).toBeTruthy();
  });

  it('label every cell with its column, for the phone cards', () => {
    renderIn(<LeaderboardTable rows={[row(1, { winnings: 1500 })]} loading={false} />);
    const cells = within(screen.getByTestId('leaderboard-table')).getAllByRole('cell');
    expect(cells.map((cell) => [cell.getAttribute('data-label'), cell.textContent])).toEqual([
      ['Player', '1Player 1'],
      ['Score', '999'],
      ['Played', '10'],
      ['Final table', '3'],
      ['Win', '1'],
      ['Prize', '$1,500'],
    ]);
  });

  it('write the podium prize once, as dollars', () => {
    renderIn(<Podium rows={[row(1, { winnings: 1500 }), row(2, { winnings: 0 })]} />);
    const places = screen.getAllByTestId('podium-place').map((place) => place.textContent);
    expect(places[0]).toContain('S 999 · P 10 · FT 3 · W 1 · $1,500');
    expect(places[1]).toContain('S 998 · P 10 · FT 3 · W 1 · $0');
    for (const text of places) {
      expect(text).not.toContain('$ $');
      expect(text).not.toContain('$ -');
    }
  });

  it('show a signed-in member ranked below the top 100 their own rank and row, on every board', () => {
    member.current = { customerGuid: 'guid-me' };
    renderIn(
      <>
        <StandingsTable rows={[...TOP, OWN]} busy={false} />
        <LeaderboardTable rows={[...TOP, OWN]} loading={false} />
      </>,
    );
    const own = screen.getAllByTestId('own-standing');
    expect(own).toHaveLength(2);
    for (const section of own) {
      expect(within(section).getByText('Your rank: 143')).toBeTruthy();
      expect(within(section).getByText('Me Myself')).toBeTruthy();
      expect(within(section).getByText('120')).toBeTruthy();
    }
    // In the leaderboards page's list too, marked as theirs.
    const mine = within(screen.getByTestId('standings-table'))
      .getAllByRole('row')
      .filter((tr) => tr.getAttribute('aria-current') === 'true');
    expect(mine.map((tr) => tr.textContent)).toEqual([expect.stringContaining('Me Myself')]);
  });

  it('show a visitor, or a member not on the board, no standing of their own', () => {
    renderIn(<StandingsTable rows={TOP} busy={false} />);
    expect(screen.queryByTestId('own-standing')).toBeNull();
    member.current = { customerGuid: 'guid-nobody' };
    renderIn(<LeaderboardTable rows={TOP} loading={false} />);
    expect(screen.queryByTestId('own-standing')).toBeNull();
  });
});
