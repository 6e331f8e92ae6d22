import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The checks the suite asks of every page: WCAG 2.1 A and AA, and visible text inside the accessible name. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical axe violations on the page as it is now (within `include`, a CSS selector, when given),
 * each with up to three of its elements.
 *
 * Only violations are collected: passing and inapplicable rules still run, but axe stops gathering every element
 * they passed (thousands on a long list), which took most of a check's time. On a page without frames axe runs
 * in the page itself (`setLegacyMode`) rather than in each frame and then again in a blank page to combine them;
 * a page with a frame (the card form's) keeps the per-frame run, so frames are checked as before.
 */
export async function seriousViolations(page: Page, include?: string, rules: 'wcag' | 'all' = 'wcag') {
  let builder = new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .setLegacyMode(page.frames().length === 1);
  if (rules === 'wcag') builder = builder.withTags(WCAG);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      count: v.nodes.length,
      examples: v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1] ?? ''}`),
    }));
}

/** A journey's check of its main content: every axe rule (not only WCAG's), none serious or critical. */
export async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page, 'main', 'all')).toEqual([]);
}
