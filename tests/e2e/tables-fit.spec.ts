import type { Page } from '@playwright/test';
import { expect, logIn, rememberLocation, test } from './test-clock';

/**
 * Issue 32, item 7: at 390 px and 320 px every table reads as a person expects on a phone and every tab row
 * wraps legibly. On each table page, after its tables have drawn: no table header breaks inside a word, no
 * table and nothing else runs past the screen's right edge, and every tab is whole and on screen.
 */
const WIDTHS = [390, 320];

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

test.beforeEach(async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) >= 992, 'the phone layout');
  test.slow();
  await rememberLocation(page);
});

test('the leaderboards fit a phone: the standings as cards with every column, the money board whole', async ({
  page,
}) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/leaderboards');
    const table = page.getByTestId('standings-table');
    await expect(table.getByTestId('standings-row').first()).toBeVisible({ timeout: 20_000 });
    for (const label of ['Score', 'Played', 'Final table', 'Win', 'Prize'])
      await expect(table.locator(`td[data-label="${label}"]`).first()).toBeVisible();
    await expectFits(page, `/leaderboards at ${width}px`);
    await page.goto('/leaderboards/real-money');
    await expect(page.getByTestId('money-table').getByTestId('standings-row').first()).toBeVisible({
      timeout: 20_000,
    });
    await expectFits(page, `/leaderboards/real-money at ${width}px`);
  }
});

test("a venue's events, leaderboard and results fit a phone, and its tabs are whole", async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/venue/the-raise-room-southbank');
    await everyTab(page, ['Events', 'Leaderboard', 'Results', 'Photo Gallery'], async (name) => {
      if (name === 'Leaderboard')
        await expect(
          page.getByTestId('leaderboard-table').or(page.getByText('No Data')).first(),
        ).toBeVisible();
      if (name === 'Results')
        await expect(
          page
            .getByTestId('result-table')
            .or(page.getByText(/Result will not be available/))
            .first(),
        ).toBeVisible();
      await expectFits(page, `venue ${name} at ${width}px`);
    });
  }
});

test("a major event's qualifiers and its tab row fit a phone", async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/aplpt/apl-million-2025');
    await expect(page.getByRole('tab').first()).toBeVisible({ timeout: 20_000 });
    await expectFits(page, `major event at ${width}px`);
    await page.getByRole('tab', { name: /QUALIFIERS|PTC/ }).click();
    await expect(page.getByTestId('qualifier-list')).toBeVisible();
    await expectFits(page, `major event qualifiers at ${width}px`);
  }
});

test("a member's results and PTC Summary fit a phone: headers whole, no cut badge, tabs whole", async ({
  page,
}) => {
  await logIn(page, 'member@example.com', 'Member#2026', '/profile?section=myGames');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/profile?section=myGames');
    await expect(page.getByRole('table', { name: 'Recent Results' }).getByRole('row').nth(1)).toBeVisible({
      timeout: 20_000,
    });
    await expectFits(page, `profile results at ${width}px`);
    await page.goto('/profile/ptc');
    await expect(page.getByRole('table', { name: 'PTC transactions' }).getByRole('row').nth(1)).toBeVisible({
      timeout: 20_000,
    });
    await expectFits(page, `PTC Summary at ${width}px`);
  }
});
