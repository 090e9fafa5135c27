import {test as base, expect, type Page} from '@playwright/test';

export {expect};
export type {APIRequestContext, APIResponse, Page} from '@playwright/test';

/**
 * Waits until the page's startup work is done, as a person finds it a moment after it appears:
 * `load` (the startup scripts are async, so they have run) and then an idle period of the main
 * thread, which comes only once React has finished hydrating (it works in tasks of a few ms).
 * Documents that are not pages of the site (XML, calendar files) are left alone.
 */
export async function waitForIdle(page: Page) {
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), {timeout: 5_000}))).catch(() => undefined);
}

/** `page.goto` and `page.reload` resolve once the page has settled. */
export function settleOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    if (args[1]?.waitUntil !== 'commit') await waitForIdle(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    if (args[0]?.waitUntil !== 'commit') await waitForIdle(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({page}, provide) => {
    await provide(settleOnNavigation(page));
  },
});
