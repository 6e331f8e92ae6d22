import type { Page } from '@playwright/test';
import { shownWhole } from './shown-whole';
import { expect, logIn, PHONE_ONLY, rememberLocation, test } from './test-clock';

/**
 * Issue 32, item 7: at 390 px and 320 px every table reads as a person expects on a phone and every tab row
 * wraps legibly. On each table page, after its tables have drawn: no table header breaks inside a word, no
 * table and nothing else runs past the screen's right edge, and every tab is whole and on screen.
 */
const WIDE = 390;
const NARROW = 320;
const WIDTHS = [WIDE, NARROW];

/** What does not fit, as readable lines (empty when everything does). */
async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    for (const th of document.querySelectorAll('th')) {
      const box = th.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) found.push(`header "${th.textContent}" breaks inside "${match[0]}"`);
        }
      }
    }
    for (const table of document.querySelectorAll('table')) {
      const box = table.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.right > width + 1 || box.left < -1)
        found.push(
          `table "${table.getAttribute('aria-label') ?? table.dataset.testid}" runs off (${box.left}..${box.right})`,
        );
      for (const cell of table.querySelectorAll('td')) {
        const cellBox = cell.getBoundingClientRect();
        if (cellBox.width > 0 && cellBox.right > width + 1)
          found.push(`a "${cell.dataset.label ?? ''}" cell runs off (${cellBox.right})`);
      }
    }
    for (const tab of document.querySelectorAll('[role="tab"]')) {
      const box = tab.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.right > width + 1 || box.left < -1) found.push(`tab "${tab.textContent}" is off screen`);
      if (tab.scrollWidth > tab.clientWidth + 1) found.push(`tab "${tab.textContent}" is cut`);
    }
    return found;
  });
}

async function expectFits(page: Page, what: string) {
  expect(await misfits(page), what).toEqual([]);
}

/** Opens each tab of the page's first tab row that the page offers, checking the page in each. */
async function everyTab(page: Page, names: string[], afterOpen: (name: string) => Promise<void>) {
  for (const name of names) {
    const tab = page.getByRole('tab', { name, exact: true }).first();
    await tab.click();
    await afterOpen(name);
  }
}

/**
 * Each page is opened at 390 px and checked, then narrowed to 320 px (Mantine's media queries redraw it as a
 * page opened at that width is drawn) and checked again, then each of its other views.
 */
const atWidth = (page: Page, width: number) => page.setViewportSize({ width, height: 800 });

test.beforeEach(async ({ page }) => {
  test.slow();
  await rememberLocation(page);
});

test(
  'the leaderboards fit a phone: the standings as cards with every column, the money board whole',
  PHONE_ONLY,
  async ({ page }) => {
    await atWidth(page, WIDE);
    await page.goto('/leaderboards');
    const table = page.getByTestId('standings-table');
    await expect(table.getByTestId('standings-row').first()).toBeVisible({ timeout: 20_000 });
    for (const width of WIDTHS) {
      await atWidth(page, width);
      for (const label of ['Score', 'Played', 'Final table', 'Win', 'Prize'])
        await expect(table.locator(`td[data-label="${label}"]`).first()).toBeVisible();
      await expectFits(page, `/leaderboards at ${width}px`);
    }
    await page.goto('/leaderboards/real-money');
    await expect(page.getByTestId('money-table').getByTestId('standings-row').first()).toBeVisible({
      timeout: 20_000,
    });
    for (const width of [NARROW, WIDE]) {
      await atWidth(page, width);
      await expectFits(page, `/leaderboards/real-money at ${width}px`);
    }
  },
);

test(
  "a venue's events, leaderboard and results fit a phone, and its tabs are whole",
  PHONE_ONLY,
  async ({ page }) => {
    await atWidth(page, WIDE);
    await page.goto('/venue/the-raise-room-southbank');
    // The past events' Results badge is whole, at its row's end.
    const events = page.getByRole('tabpanel', { name: 'Events' });
    await events.getByText('Past', { exact: true }).click();
    const badge = events.getByTestId('venue-events').getByText('Results', { exact: true }).first();
    await expect(badge).toBeVisible();
    expect(await shownWhole(badge)).toBe(true);
    expect(await shownWhole(badge.locator('..'))).toBe(true);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await everyTab(page, ['Events', 'Leaderboard', 'Results', 'Photo Gallery'], async (name) => {
        if (name === 'Leaderboard') {
          const leaderboard = page.getByTestId('leaderboard-table');
          await expect(leaderboard.or(page.getByText('No Data')).first()).toBeVisible();
          // On a phone each row is a card whose cells carry their column's name, each whole on screen.
          if (await leaderboard.isVisible())
            for (const label of ['Win', 'Prize'])
              await expect(leaderboard.locator(`td[data-label="${label}"]`).first()).toBeInViewport({
                ratio: 1,
              });
        }
        if (name === 'Results') {
          const results = page.getByTestId('result-table');
          await expect(results).toBeVisible();
          for (const label of ['Cash', 'PTC'])
            await expect(results.locator(`td[data-label="${label}"]`).first()).toBeInViewport({ ratio: 1 });
        }
        await expectFits(page, `venue ${name} at ${width}px`);
      });
    }
  },
);

test("a major event's qualifiers and its tab row fit a phone", PHONE_ONLY, async ({ page }) => {
  await atWidth(page, WIDE);
  await page.goto('/aplpt/apl-million-2025');
  await expect(page.getByRole('tab').first()).toBeVisible({ timeout: 20_000 });
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expectFits(page, `major event at ${width}px`);
  }
  await page.getByRole('tab', { name: /QUALIFIERS|PTC/ }).click();
  await expect(page.getByTestId('qualifier-list')).toBeVisible();
  for (const width of [NARROW, WIDE]) {
    await atWidth(page, width);
    await expectFits(page, `major event qualifiers at ${width}px`);
  }
});

test(
  "a member's results and PTC Summary fit a phone: headers whole, no cut badge, tabs whole",
  PHONE_ONLY,
  async ({ page }) => {
    await atWidth(page, WIDE);
    await logIn(page, 'member@example.com', 'Member#2026', '/profile?section=myGames');
    await expect(page.getByRole('table', { name: 'Recent Results' }).getByRole('row').nth(1)).toBeVisible({
      timeout: 20_000,
    });
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await expectFits(page, `profile results at ${width}px`);
    }
    await page.goto('/profile/ptc');
    await expect(page.getByRole('table', { name: 'PTC transactions' }).getByRole('row').nth(1)).toBeVisible({
      timeout: 20_000,
    });
    for (const width of [NARROW, WIDE]) {
      await atWidth(page, width);
      await expectFits(page, `PTC Summary at ${width}px`);
    }
  },
);
