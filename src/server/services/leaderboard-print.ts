import { eq } from 'drizzle-orm';
import type { LeaderboardRow } from '../../shared/contract/leaderboard';
import { LEAGUE_NAME } from '../../shared/site';
import type { Db } from '../db/client';
import { gameScoreboards, regions, seasonMonths, seasons, venueDays, venues } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { searchLeaderboard } from './leaderboard';

export interface PrintFilter {
  seasonId?: number;
  month?: number;
  regionId?: number;
  orgEntityId?: number;
  dayId?: number;
  gameScoreboardId?: number;
  divisionId?: number;
}

const PRINT_ROWS = 200;

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

async function nameOf<T>(query: Promise<T[]>, what: string, id: number): Promise<T> {
  const [row] = await query;
  if (!row) throw notFound(`${what} ${id} not found`);
  return row;
}

/** The legacy scoreboard page: a venue's or region's standings laid out for an A4 sheet. */
export async function leaderboardPrintPage(db: Db, filter: PrintFilter, now = new Date()): Promise<string> {
  if (!filter.orgEntityId && !filter.regionId)
    throw badRequest('Choose a region or a venue to print its leaderboard.');
  const heading: string[] = [];
  if (filter.orgEntityId) {
    const venue = await nameOf(
      db.select({ name: venues.name }).from(venues).where(eq(venues.id, filter.orgEntityId)),
      'Venue',
      filter.orgEntityId,
    );
    heading.push(venue.name);
  } else if (filter.regionId) {
    const region = await nameOf(
      db.select({ name: regions.name }).from(regions).where(eq(regions.id, filter.regionId)),
      'Region',
      filter.regionId,
    );
    heading.push(region.name);
  }
  const details: string[] = [];
  if (filter.gameScoreboardId) {
    const board = await nameOf(
      db
        .select({ name: gameScoreboards.name })
        .from(gameScoreboards)
        .where(eq(gameScoreboards.id, filter.gameScoreboardId)),
      'Scoreboard',
      filter.gameScoreboardId,
    );
    details.push(board.name);
  } else if (filter.dayId) {
    const day = await nameOf(
      db.select({ name: venueDays.name }).from(venueDays).where(eq(venueDays.id, filter.dayId)),
      'Day',
      filter.dayId,
    );
    details.push(day.name);
  }
  if (filter.seasonId) {
    const season = await nameOf(
      db.select({ name: seasons.name }).from(seasons).where(eq(seasons.id, filter.seasonId)),
      'Season',
      filter.seasonId,
    );
    details.push(season.name);
  }
  if (filter.month) {
    const month = await nameOf(
      db.select().from(seasonMonths).where(eq(seasonMonths.id, filter.month)),
      'Month',
      filter.month,
    );
    details.push(month.name);
  }

  const rows = await searchLeaderboard(
    db,
    {
      seasonId: filter.seasonId,
      month: filter.month,
      regionId: filter.regionId,
      orgEntityId: filter.orgEntityId,
      dayId: filter.dayId,
      gameScoreboardId: filter.gameScoreboardId,
      divisionId: filter.divisionId === 3 || filter.divisionId === 4 ? filter.divisionId : undefined,
    },
    PRINT_ROWS,
  );
  return renderPrintPage(heading.join(' '), details.join(' · '), rows, now);
}

function renderPrintPage(title: string, subtitle: string, rows: LeaderboardRow[], now: Date): string {
  const body = rows
    .map(
      (r) =>
        `<tr><td>${r.rank}</td><td>${escapeHtml(r.name)}</td><td>${r.pts}</td><td>${r.played}</td><td>${r.ft}</td><td>${r.won}</td><td>$${r.winnings.toLocaleString('en-AU')}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)} leaderboard | ${LEAGUE_NAME}</title>
<style>
  @page { size: A4; margin: 12mm; }
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1b1e; margin: 0 auto; max-width: 186mm; }
  header { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px solid #c8102e; padding: 8px 0; margin-bottom: 10px; }
  h1 { font-size: 20px; margin: 0; } p { margin: 2px 0; color: #495057; font-size: 12px; }
  table { width: 100%; border-collapse: collapse; font-size: 12px; }
  th, td { padding: 4px 6px; border-bottom: 1px solid #dee2e6; text-align: right; } th:nth-child(2), td:nth-child(2) { text-align: left; }
  th { background: #0b1f3a; color: #fff; } tr:nth-child(even) td { background: #f8f9fa; }
  thead { display: table-header-group; } tr { page-break-inside: avoid; }
  .legend { margin-top: 8px; font-size: 11px; color: #6c757d; }
  .print { margin: 12px 0; padding: 8px 16px; font: inherit; font-weight: 700; background: #c8102e; color: #fff; border: 0; border-radius: 6px; cursor: pointer; }
  @media print { .print { display: none; } }
</style>
</head>
<body>
<header><div><h1>${escapeHtml(title)}</h1><p>${escapeHtml(subtitle || 'All games')}</p></div><p>${LEAGUE_NAME}<br>Printed ${now.toLocaleDateString('en-AU')}</p></header>
<button class="print" onclick="window.print()">Print</button>
${
  rows.length === 0
    ? '<p>No results yet for this selection.</p>'
    : `<table><thead><tr><th>#</th><th>Player</th><th>S</th><th>P</th><th>FT</th><th>W</th><th>$</th></tr></thead><tbody>${body}</tbody></table>`
}
<p class="legend">S score · P played · FT final tables · W wins · $ winnings</p>
</body>
</html>`;
}
