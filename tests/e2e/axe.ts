import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

/** The checks the suite asks of every page: WCAG 2.1 A and AA, and visible text inside the accessible name. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical axe violations on the page as it is now (within `include`, a CSS selector, when given),
 * each with up to three of its elements.
 *
 * Only violations are collected: passing and inapplicable rules still run, but axe stops gathering every element
 * they passed (thousands on a long list), which took most of a check's time. On a page without frames axe runs
 * in the page itself (`setLegacyMode`) rather than in each frame and then again in a blank page to combine them;
 * a page with a frame (the card form's) keeps the per-frame run, so frames are checked as before. A page that
 * loaded axe as it started (`preloadAxe`) runs that copy; any other is given one first.
 */
export async function seriousViolations(page: Page, include?: string, rules: 'wcag' | 'all' = 'wcag') {
  const options: RunOptions = {
    rules: { 'label-content-name-mismatch': { enabled: true } },
    resultTypes: ['violations'],
    ...(rules === 'wcag' ? { runOnly: { type: 'tag', values: WCAG } } : {}),
  };
  const results = await (page.frames().length === 1 && (await hasAxe(page))
    ? runLoaded(page, include, options)
    : inject(page, include, options));
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

/** axe's source, which `preloadAxe` adds to every page of a context. */
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Loads axe into every page of the context as the page starts, for a context whose every page is checked: the
 * renderer then compiles its half a megabyte once, where injecting it into each page took 0.2-0.4 s a page.
 */
export const preloadAxe = (context: BrowserContext) => context.addInitScript({ path: AXE_SOURCE });

const hasAxe = (page: Page) => page.evaluate(() => 'axe' in window);

/** Runs the axe a page already has (`preloadAxe`), in the page itself. */
const runLoaded = (page: Page, include: string | undefined, options: RunOptions) =>
  page.evaluate(
    ({ context, options }) =>
      (
        window as unknown as { axe: { run: (c: ElementContext, o: RunOptions) => Promise<AxeResults> } }
      ).axe.run(context, options),
    { context: include ?? 'html', options },
  );

function inject(page: Page, include: string | undefined, options: RunOptions) {
  const builder = new AxeBuilder({ page }).options(options).setLegacyMode(page.frames().length === 1);
  return (include ? builder.include(include) : builder).analyze();
}
