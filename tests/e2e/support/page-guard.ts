import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The narrow widths every page must fit without sideways scrolling. */
const PHONE_WIDTHS = [375, 320];

/**
 * Watches a journey's page: every console error and uncaught exception is kept, and `check`
 * looks at the page as it is now: no horizontal overflow (at the page's width, and at 375 and
 * 320 px when the page is a phone's), and no serious or critical axe violation.
 */
export function guardPage(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`console error on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));

  return {
    async check(name: string) {
      await page.waitForLoadState('networkidle');
      const viewport = page.viewportSize();
      if (!viewport) throw new Error('the page has no viewport');
      const widths = viewport.width <= 400 ? [viewport.width, ...PHONE_WIDTHS] : [viewport.width];
      for (const width of new Set(widths)) {
        await page.setViewportSize({ width, height: viewport.height });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${name} is wider than ${width} px`).toBeLessThanOrEqual(width);
      }
      await page.setViewportSize(viewport);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      expect(serious, `axe on ${name}`).toEqual([]);
    },
    /** Call at the end: the journey raised no console error and no uncaught exception. */
    expectClean() {
      expect(problems).toEqual([]);
    },
  };
}
