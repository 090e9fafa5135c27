import {expect, test, type Page} from './fixtures';
import type {Locator} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type {Locale} from '../i18n/locales';
import {message, pageTitle, whileRegistrationOpen} from './helpers';
import {allRoutes} from '../lib/routes/paths';
import {calendarAt} from '../content/congress-calendar';

// RHIA against the real endpoint of npm start’s server (POST /functions/v1/rhia-chat), except where a
// test routes it to a failure on purpose.
const home: Record<Locale, string> = {es: '/', en: '/en', pt: '/pt-br'};
const endpoint = '**/functions/v1/rhia-chat';

async function openPanel(page: Page, locale: Locale = 'es') {
  await page.getByRole('button', {name: message(locale, 'Rhia.launcher.label')}).click();
  const dialog = page.getByRole('dialog', {name: message(locale, 'Rhia.panel.title')});
  await expect(dialog).toBeVisible();
  return dialog;
}

const input = (page: Page, locale: Locale = 'es') => page.getByRole('textbox', {name: message(locale, 'Rhia.panel.inputLabel')});
/** Scrolls down a screen at a time, pausing, until the greeting bubble shows (it waits for a free place). */
async function scrollUntilGreeted(page: Page, bubble: Locator) {
  for (let step = 0; step < 30; step++) {
    await page.evaluate(() => scrollBy(0, 300));
    await page.clock.runFor(400);
    if (await bubble.isVisible()) return;
  }
  await expect(bubble).toBeVisible();
}

/** The controls and headings on screen that the greeting bubble overlaps (the launcher aside). */
async function underBubble(page: Page): Promise<string[]> {
  return page.evaluate(
    (name) => {
      const bubble = [...document.querySelectorAll('button')].find((button) => button.textContent === name);
      // Gone or still invisible (it may leave between two looks): it covers nothing.
      if (!bubble || getComputedStyle(bubble).visibility === 'hidden') return [];
      const box = bubble.getBoundingClientRect();
      return [...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select, summary, h1, h2, h3, h4')]
        .filter((element) => element !== bubble && !element.closest('[aria-haspopup="dialog"]') && element.getClientRects().length > 0)
        .filter((element) => {
          const other = element.getBoundingClientRect();
          return other.right > box.left && other.left < box.right && other.bottom > box.top && other.top < box.bottom;
        })
        .map((element) => `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`);
    },
    message('es', 'Rhia.launcher.bubble'),
  );
}

const bubbles = (page: Page, role: 'user' | 'assistant') => page.getByRole('dialog').locator(`[data-role="${role}"]`);

test.describe('RHIA, the virtual assistant', () => {
  test('opens as a dialog, loads its panel on demand, answers a question sent with Enter, and closes with Escape', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const before = scripts.length;

    const dialog = await openPanel(page);
    await expect(dialog.getByRole('heading', {name: message('es', 'Rhia.panel.title')})).toBeVisible();
    // The panel's code arrived on first open.
    expect(scripts.length).toBeGreaterThan(before);
    await expect(input(page)).toBeFocused();
    await expect(bubbles(page, 'assistant').first()).toContainText(message('es', 'Rhia.greeting'));

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/rhia-chat')) requests.push(request.postData() ?? '');
    });
    await input(page).fill('¿Cuánto cuesta la inscripción para residentes?');
    await page.keyboard.press('Enter');
    await expect(bubbles(page, 'user')).toHaveText('¿Cuánto cuesta la inscripción para residentes?');
    const reply = bubbles(page, 'assistant').nth(1);
    await expect(reply).toContainText('USD 50');
    await expect(reply).toContainText('USD 90');
    // The page it comes from is a link of the site, named by the page's title, not its path.
    await expect(reply.getByRole('link', {name: pageTitle('fees', 'es')})).toHaveAttribute('href', '/tarifas-de-inscripcion');
    await expect(reply).not.toContainText('/tarifas-de-inscripcion');
    await expect(reply).not.toContainText(`${pageTitle('fees', 'es')}: `);
    // The request carries the language and a history without the greeting.
    expect(JSON.parse(requests[0])).toEqual({
      message: '¿Cuánto cuesta la inscripción para residentes?',
      language: 'es',
      conversationHistory: [],
    });
    // The finished reply is announced politely.
    await expect(page.getByRole('status').filter({hasText: 'USD 50'})).toHaveAttribute('aria-live', 'polite');

    const axe = await new AxeBuilder({page}).include('[role="dialog"]').analyze();
    expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', {name: message('es', 'Rhia.launcher.label')})).toBeFocused();

    // Reopened, the conversation is still there; the close button closes it too.
    await openPanel(page);
    await expect(bubbles(page, 'user')).toHaveCount(1);
    await page.getByRole('button', {name: message('es', 'Rhia.panel.close')}).click();
    await expect(dialog).toBeHidden();
  });

  test('sends the history of the conversation with the next question', async ({page}) => {
    await page.goto('/en');
    await openPanel(page, 'en');
    await input(page, 'en').fill('hotels');
    await page.keyboard.press('Enter');
    await expect(bubbles(page, 'assistant').nth(1)).toContainText('US$165');
    const sent = page.waitForRequest((request) => request.url().includes('/functions/v1/rhia-chat'));
    await input(page, 'en').fill('airline code');
    await page.keyboard.press('Enter');
    const body = JSON.parse((await sent).postData() ?? '{}');
    expect(body.language).toBe('en');
    expect(body.conversationHistory).toHaveLength(2);
    expect(body.conversationHistory[0]).toEqual({role: 'user', content: 'hotels'});
    expect(body.conversationHistory[1].role).toBe('assistant');
    await expect(bubbles(page, 'assistant').nth(2)).toContainText('C9562');
  });

  test('Shift+Enter adds a line, the box grows, and an empty message is never sent', async ({page}) => {
    let posts = 0;
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/rhia-chat')) posts++;
    });
    await page.goto('/');
    await openPanel(page);
    const box = input(page);
    const send = page.getByRole('button', {name: message('es', 'Rhia.panel.send')});
    await expect(send).toBeDisabled();

    await page.keyboard.press('Enter');
    await box.fill('   ');
    await page.keyboard.press('Enter');
    await expect(send).toBeDisabled();

    await box.fill('');
    const initial = (await box.boundingBox())!.height;
    await box.pressSequentially('uno');
    await page.keyboard.press('Shift+Enter');
    await box.pressSequentially('dos');
    await page.keyboard.press('Shift+Enter');
    await box.pressSequentially('tres');
    await expect(box).toHaveValue('uno\ndos\ntres');
    expect((await box.boundingBox())!.height).toBeGreaterThan(initial);
    for (let line = 0; line < 10; line++) await page.keyboard.press('Shift+Enter');
    expect((await box.boundingBox())!.height).toBeLessThanOrEqual(121);
    await expect(bubbles(page, 'user')).toHaveCount(0);
    expect(posts).toBe(0);
  });

  for (const locale of ['es', 'en', 'pt'] as const) {
    test(`shows the failure toast in ${locale} and removes the empty reply`, async ({page}) => {
      await page.route(endpoint, (route) => route.fulfill({status: 500, contentType: 'application/json', body: '{"error":"boom"}'}));
      await page.goto(home[locale]);
      await openPanel(page, locale);
      await input(page, locale).fill('hola');
      await page.keyboard.press('Enter');
      const toast = page.getByRole('status').filter({hasText: message(locale, 'Rhia.error.text')});
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(message(locale, 'Rhia.error.title'));
      await expect(bubbles(page, 'user')).toHaveCount(1);
      // Only the greeting is left: the empty assistant message is gone.
      await expect(bubbles(page, 'assistant')).toHaveCount(1);
      await expect(page.getByTestId('rhia-typing')).toHaveCount(0);
      await expect(input(page, locale)).toBeEnabled();
    });
  }

  test('shows the failure toast when the network fails', async ({page}) => {
    await page.route(endpoint, (route) => route.abort('failed'));
    await page.goto('/');
    await openPanel(page);
    await input(page).fill('hola');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: message('es', 'Rhia.error.text')})).toBeVisible();
    await expect(bubbles(page, 'assistant')).toHaveCount(1);
  });

  test('disables the box and shows the typing indicator while a reply is pending', async ({page}) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(endpoint, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await openPanel(page);
    await input(page).fill('hoteles');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('rhia-typing')).toBeVisible();
    await expect(input(page)).toBeDisabled();
    await expect(page.getByRole('button', {name: message('es', 'Rhia.panel.send')})).toBeDisabled();
    release();
    await expect(bubbles(page, 'assistant').nth(1)).toContainText('USD 165');
    await expect(page.getByTestId('rhia-typing')).toHaveCount(0);
    await expect(input(page)).toBeEnabled();
  });

  test('greets once a day, never on the first screen, only where it covers no control or heading, for 8 s', async ({page}) => {
    await page.clock.install({time: new Date('2026-03-10T09:00:00')});
    await page.goto('/');
    const bubble = page.getByRole('button', {name: message('es', 'Rhia.launcher.bubble')});
    // The first screen stays clear.
    await page.clock.runFor(5000);
    await expect(bubble).toHaveCount(0);
    await scrollUntilGreeted(page, bubble);
    expect(await page.evaluate(() => localStorage.getItem('rhiaLastGreeting'))).toBe('2026-03-10');
    expect(await underBubble(page)).toEqual([]);
    await page.clock.runFor(8100);
    await expect(bubble).toHaveCount(0);

    // The same day: no bubble.
    await page.reload();
    await page.evaluate(() => scrollTo(0, 2000));
    await page.clock.runFor(3000);
    await expect(bubble).toHaveCount(0);

    // The next day it greets again (from the top: the reload kept the scroll); not while the panel is open.
    await page.clock.setSystemTime(new Date('2026-03-11T08:00:00'));
    await page.reload();
    await page.evaluate(() => scrollTo(0, 0));
    await scrollUntilGreeted(page, bubble);
    expect(await page.evaluate(() => localStorage.getItem('rhiaLastGreeting'))).toBe('2026-03-11');
    await openPanel(page);
    await expect(bubble).toHaveCount(0);
  });

  test.describe('on a 390 × 844 phone', () => {
    test.use({viewport: {width: 390, height: 844}});

    test('the greeting never covers a control or a heading at any scroll position', async ({page}) => {
      await page.clock.install({time: new Date('2026-03-10T09:00:00')});
      await page.goto('/hoteles');
      const bubble = page.getByRole('button', {name: message('es', 'Rhia.launcher.bubble')});
      await page.clock.runFor(4000);
      await expect(bubble).toHaveCount(0);
      for (let step = 0; step < 24; step++) {
        // Scroll, and wait for the scroll event (dispatched at the next rendering, which the fake
        // clock does not drive) so the bubble's own handler has run before we look under it.
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              const before = scrollY;
              addEventListener('scroll', () => resolve(), {once: true});
              scrollBy(0, 300);
              if (scrollY === before) resolve();
            }),
        );
        await page.clock.runFor(400);
        if (await bubble.isVisible()) expect(await underBubble(page), `after ${step + 1} scrolls`).toEqual([]);
      }
    });

    test('the launcher is a 44 px control of the header bar, beside the languages, and stays there with the menu open', async ({page}) => {
      await page.goto('/');
      const launcher = page.getByRole('button', {name: message('es', 'Rhia.launcher.label')});
      const box = (await launcher.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(page.getByRole('banner').getByRole('button', {name: message('es', 'Rhia.launcher.label')})).toBeVisible();
      await page.getByRole('button', {name: message('es', 'Shell.nav.menu')}).click();
      // The menu opens under the bar: the launcher stays in the bar, clear of the menu's links.
      await expect(launcher).toBeVisible();
      const menu = (await page.locator('[data-mobile-menu]').boundingBox())!;
      expect((await launcher.boundingBox())!.y + box.height).toBeLessThanOrEqual(menu.y);
      await launcher.click();
      await expect(page.getByRole('dialog', {name: message('es', 'Rhia.panel.title')})).toBeVisible();
    });
  });

  // The launcher never lies on the page: at the top and after a scroll it is inside the header bar
  // and a tap at its centre lands on it; on every page at a phone's width, and on the home and fees
  // pages of each language (the header's longest words) from 320 px to a laptop's width.
  const everyPage = allRoutes().filter((entry) => !entry.isAlias);
  const homeAndFees = everyPage.filter((entry) => entry.page === 'home' || entry.page === 'fees');
  for (const [viewport, routes] of [
    [{width: 390, height: 844}, everyPage],
    [{width: 320, height: 640}, homeAndFees],
    [{width: 1024, height: 768}, homeAndFees],
    [{width: 1280, height: 720}, homeAndFees],
  ] as const) {
    test(`the launcher sits in the header bar at ${viewport.width} px (${routes.length} pages), covering nothing`, async ({page}) => {
      // A liveness bound for the walk over the pages, not a speed target.
      test.setTimeout(120_000);
      // While registration is open the header carries its widest words ("Inscríbete ahora").
      await page.clock.install({time: whileRegistrationOpen});
      await page.setViewportSize(viewport);
      for (const route of routes) {
        await page.goto(route.path);
        for (const y of [0, 900]) {
          await page.evaluate((top) => scrollTo(0, top), y);
          const where = await page.evaluate(
            (name) => {
              const launcher = [...document.querySelectorAll('button')].find(
                (b) => b.getAttribute('aria-label') === name && b.checkVisibility(),
              )!;
              const header = document.querySelector('header')!.getBoundingClientRect();
              const box = launcher.getBoundingClientRect();
              const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
              return {
                inHeader: box.top >= header.top && box.bottom <= header.bottom && box.left >= 0 && box.right <= innerWidth,
                tapLandsOnIt: !!hit && launcher.contains(hit),
                sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
              };
            },
            message(route.locale, 'Rhia.launcher.label'),
          );
          expect(where, `${route.path} at scroll ${y}`).toEqual({inHeader: true, tapLandsOnIt: true, sideways: false});
        }
      }
    });
  }

  test.describe('on a 390 × 844 phone, the panel', () => {
    test.use({viewport: {width: 390, height: 844}});
    test('covers the screen, and closing it gives the focus back to the launcher', async ({page}) => {
      await page.goto('/en');
      const dialog = await openPanel(page, 'en');
      // The whole screen, less the 15 px that the desktop Chromium of these tests keeps for its scrollbar (a phone's overlays).
      const box = (await dialog.boundingBox())!;
      expect([box.x, box.y, box.height]).toEqual([0, 0, 844]);
      expect(box.width).toBeGreaterThanOrEqual(390 - 15);
      await dialog.getByRole('button', {name: message('en', 'Rhia.panel.close')}).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', {name: message('en', 'Rhia.launcher.label')})).toBeFocused();
    });
  });

  for (const viewport of [
    {width: 390, height: 844},
    {width: 1440, height: 900},
  ]) {
    test(`the panel's subtitle shows whole at ${viewport.width} px`, async ({page}) => {
      await page.setViewportSize(viewport);
      for (const locale of ['es', 'en', 'pt'] as const) {
        await page.goto(home[locale]);
        const dialog = await openPanel(page, locale);
        const subtitle = dialog.getByText(message(locale, 'Rhia.panel.subtitle'), {exact: true});
        await expect(subtitle).toBeVisible();
        const cut = await subtitle.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(cut, locale).toBeLessThanOrEqual(0);
      }
    });
  }

  test('offers quick topics until the first message', async ({page}) => {
    await page.goto('/pt-br');
    await openPanel(page, 'pt');
    const topics = page.getByRole('group', {name: message('pt', 'Rhia.panel.quickTopics')});
    await expect(topics.getByRole('button')).toHaveCount(6);
    await topics.getByRole('button', {name: message('pt', 'Rhia.topics.hotels')}).click();
    await expect(bubbles(page, 'user')).toHaveText(message('pt', 'Rhia.topics.hotels'));
    await expect(topics).toHaveCount(0);
    await expect(bubbles(page, 'assistant').nth(1)).toContainText('USD 165');
    await expect(topics).toHaveCount(0);
  });

  test('after a fee question without a category: the category chips while registration is open, the closed table once it is over', async ({
    page,
  }) => {
    // The endpoint answers with the server's own clock (today), as a visitor gets it.
    const {phase} = calendarAt(Date.now());
    await page.goto('/');
    await openPanel(page);
    const categories = page.getByRole('group', {name: message('es', 'Rhia.panel.categories')});
    await expect(categories).toHaveCount(0);
    await input(page).fill('¿Cuánto cuesta la inscripción?');
    await page.keyboard.press('Enter');
    if (phase === 'after') {
      // Every period's fees for reference, that registration is closed, and nothing to choose.
      await expect(bubbles(page, 'assistant').nth(1)).toContainText('USD 50, USD 70 y USD 90');
      await expect(bubbles(page, 'assistant').nth(1)).toContainText('La inscripción está cerrada');
      await expect(categories).toHaveCount(0);
      return;
    }
    await expect(categories.getByRole('button')).toHaveCount(6);
    await categories.getByRole('button', {name: message('es', 'Rhia.categories.resident')}).click();
    await expect(bubbles(page, 'user').nth(1)).toHaveText(message('es', 'Rhia.categories.resident'));
    await expect(bubbles(page, 'assistant').nth(2)).toContainText('USD 50');
    await expect(categories).toHaveCount(0);
  });

  test('keeps the conversation, and the open panel, across a link to a page of the site', async ({page}) => {
    await page.goto('/');
    await openPanel(page);
    await input(page).fill('hoteles');
    await page.keyboard.press('Enter');
    const reply = bubbles(page, 'assistant').nth(1);
    await expect(reply).toContainText('USD 165');
    await reply.getByRole('link', {name: pageTitle('hotels', 'es')}).click();
    await expect(page).toHaveURL('/hoteles');
    await expect(page.getByRole('dialog', {name: message('es', 'Rhia.panel.title')})).toBeVisible();
    await expect(bubbles(page, 'user')).toHaveText('hoteles');
    await expect(bubbles(page, 'assistant').nth(1)).toContainText('USD 165');
  });

  test.describe('on a 360 px phone', () => {
    // A phone, not a desktop window 360 px wide: phones draw overlay scrollbars, which take no
    // room, while a desktop window keeps a scrollbar's gutter (scrollbar-gutter: stable) beside the
    // panel, as its scrollbar would.
    test.use({viewport: {width: 360, height: 740}, isMobile: true, hasTouch: true});

    test('fills a 360 px phone screen', async ({page}) => {
      await page.goto('/en');
      const dialog = await openPanel(page, 'en');
      const box = (await dialog.boundingBox())!;
      expect(box.width).toBe(360);
      expect(box.x).toBe(0);
      await input(page, 'en').fill('venue');
      await page.keyboard.press('Enter');
      await expect(bubbles(page, 'assistant').nth(1)).toContainText('1,700');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
});
