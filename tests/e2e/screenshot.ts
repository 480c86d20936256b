import type { Locator, Page } from '@playwright/test';
import { DESKTOP, TABLET } from './sign-in';

// Screenshots are for a person to look at (they assert nothing): one folder per run, under
// Playwright's own output folder so each run starts it afresh, named for the screen they show.
// CI, where nobody looks at them, skips them (about a tenth of a screenshot-heavy spec's time on
// 2 cores); SCREENSHOTS=1 takes them there too.
const FOLDER = 'test-results/screenshots';
const TAKEN = !process.env.CI || process.env.SCREENSHOTS === '1';

/** test-results/screenshots/{name}.png of the page's viewport (or the whole page), or of one element; animations stopped. */
export async function screenshot(target: Page | Locator, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  if (!TAKEN) return;
  const path = `${FOLDER}/${name}.png`;
  if ('goto' in target) await target.screenshot({ path, fullPage: opts.fullPage ?? false, animations: 'disabled' });
  else await target.screenshot({ path, animations: 'disabled' });
}

/**
 * The same screen on a tablet and on a desktop ({name}-tablet.png, {name}-desktop.png), from the
 * top unless `top: false`; the page is left at the tablet size the specs run at.
 */
export async function screenshotSizes(page: Page, name: string, opts: { top?: boolean; fullPage?: boolean } = {}): Promise<void> {
  if (!TAKEN) return page.setViewportSize(TABLET);
  for (const [size, viewport] of [
    ['tablet', TABLET],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    if (opts.top ?? true) await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${size}`, { fullPage: opts.fullPage });
  }
  await page.setViewportSize(TABLET);
}

const PHONE = { width: 390, height: 844 };
const TABLET_PORTRAIT_820 = { width: 820, height: 1180 };

/** The same screen on a phone, a tablet held upright and a desktop ({name}-phone.png, -tablet-820.png, -desktop.png); the viewport is given back after. */
export async function screenshotDevices(page: Page, name: string): Promise<void> {
  if (!TAKEN) return;
  const before = page.viewportSize();
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['tablet-820', TABLET_PORTRAIT_820],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${size}`);
  }
  if (before) await page.setViewportSize(before);
}
