import type { LeaderboardQuery, LeaderboardRow } from '../../shared/contract/leaderboard';
import { LEAGUE_NAME } from '../../shared/site';
import { csvText } from './csv';
import { escapeHtml } from './leaderboard-print';

export function leaderboardCsv(rows: LeaderboardRow[], mode: LeaderboardQuery['mode']): string {
  const header =
    mode === 'prize'
      ? ['Rank', 'Player', 'All Time Won']
      : ['Rank', 'Player', 'Score', 'Played', 'Final tables', 'Wins', 'Winnings'];
  return csvText(
    header,
    rows.map((r) =>
      mode === 'prize'
        ? [r.rank, r.name, r.winnings]
        : [r.rank, r.name, r.pts, r.played, r.ft, r.won, r.winnings],
    ),
  );
}

/** Seconds between reloads of the embedded page: a venue's screen keeps up with the night's results. */
export const EMBED_REFRESH_SECONDS = 30;

/** The page a venue's own web site frames: the table only, light, no script. */
export function leaderboardEmbedPage(rows: LeaderboardRow[], heading: string, publicUrl: string): string {
  const body = rows
    .map(
      (r) =>
        `<tr><td>${r.rank}</td><td><a href="${escapeHtml(publicUrl)}/profile/${escapeHtml(r.customerGuid)}" target="_blank" rel="noopener">${escapeHtml(r.name)}</a></td><td>${r.pts}</td><td>${r.played}</td><td>${r.ft}</td><td>${r.won}</td><td>$${r.winnings.toLocaleString('en-AU')}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${EMBED_REFRESH_SECONDS}">
<title>${escapeHtml(heading)} | ${LEAGUE_NAME}</title>
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1b1e; margin: 0; padding: 8px; }
  h1 { font-size: 16px; margin: 0 0 8px; }
  table { width: 100%; border-collapse: collapse; font-size: 13px; }
  th, td { padding: 4px 6px; border-bottom: 1px solid #dee2e6; text-align: right; }
  th:nth-child(2), td:nth-child(2) { text-align: left; }
  th { background: #0b1f3a; color: #fff; } a { color: #0b1f3a; }
  p { font-size: 11px; color: #495057; }
</style>
</head>
<body>
<h1>${escapeHtml(heading)}</h1>
${
  rows.length === 0
    ? '<p>No results yet for this selection.</p>'
    : `<table><thead><tr><th>#</th><th>Player</th><th>S</th><th>P</th><th>FT</th><th>W</th><th>$</th></tr></thead><tbody>${body}</tbody></table>`
}
<p>S score · P played · FT final tables · W wins · $ winnings · <a href="${escapeHtml(publicUrl)}/leaderboards" target="_blank" rel="noopener">${LEAGUE_NAME} leaderboards</a></p>
</body>
</html>`;
}
