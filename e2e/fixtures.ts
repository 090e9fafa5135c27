import {test as base, expect, type Page} from '@playwright/test';

export {expect};
export type {APIRequestContext, APIResponse, Page} from '@playwright/test';

/**
 * Waits until React has hydrated a page of the site (`<html data-hydrated>`, set by
 * components/shell/HydratedMark.tsx). Its startup scripts run after the first paint
 * (scripts/paint-first.mjs), which can come after the load event, so a test that clicks a menu
 * or the assistant's launcher right after `load` could reach a page that does not answer yet:
 * a person never acts within those few milliseconds. Documents that are not pages of the site
 * (no main landmark: XML, calendar files) are left alone.
 */
export async function waitForHydration(page: Page) {
  const isSitePage = await page.evaluate(() => document.getElementById('main') !== null).catch(() => false);
  if (isSitePage) await page.locator('html[data-hydrated]').waitFor({state: 'attached', timeout: 15_000});
}

/** `page.goto` and `page.reload` resolve once the page is hydrated, as a person would find it. */
export function hydrateOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    if (args[1]?.waitUntil !== 'commit') await waitForHydration(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    if (args[0]?.waitUntil !== 'commit') await waitForHydration(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({page}, use) => {
    await use(hydrateOnNavigation(page));
  },
});
