import {expect, test, type Page} from './fixtures';
import {href} from '../lib/routes/paths';
import {headerGroups} from '../lib/navigation';
import {locales} from '../i18n/locales';
import {greetingKey} from '../components/rhia/useGreetingBubble';
import {message, whileRegistrationOpen} from './helpers';

// A keyboard-only visitor: Tab from the top of the page reaches every visible link and control of
// the header (the assistant's launcher among them), the main content and the footer, in the order
// of the document; Shift+Tab walks the same list back; nothing holds focus (the header's dropdowns, the
// assistant, the hotels' carousels).
//
// The assistant's greeting bubble is left out of the walk on purpose: it comes and goes on its own
// clock (it shows after a pause in scrolling, for 8 s, once a day), so a walk that scrolls the page
// would meet it or not by timing; it opens the same panel as the launcher, which the walk includes.
// Each page is opened as by a visitor already greeted today.

declare global {
  interface Window {
    focusables: HTMLElement[];
  }
}

const pages = ['home', 'fees', 'hotels'] as const;
const viewports = {desktop: {width: 1280, height: 900}, phone: {width: 390, height: 844}};

/** Opens a page at a fixed instant (registration open: the most controls), the greeting already given today. */
async function open(page: Page, path: string) {
  await page.clock.install({time: whileRegistrationOpen});
  await page.addInitScript((key) => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    localStorage.setItem(key, `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
  }, greetingKey);
  await page.goto(path);
}

/**
 * What Tab should reach, gathered from the DOM: every element the browser can focus with the
 * keyboard (links, buttons, form fields, summaries, frames, a tabindex of 0) that is rendered and
 * visible, in document order. Kept in the page as `window.focusables`; returns where each one is.
 */
async function gatherFocusables(page: Page) {
  return page.evaluate(() => {
    const selector =
      'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';
    const candidates = [...document.querySelectorAll<HTMLElement>(selector)];
    const positive = candidates.filter((element) => element.tabIndex > 0);
    window.focusables = candidates.filter(
      (element) =>
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        !element.closest('[inert]') &&
        element.checkVisibility({visibilityProperty: true}),
    );
    const region = (element: Element) =>
      element.closest('#site-footer')
        ? 'footer'
        : element.closest('main')
          ? 'main'
          : element.closest('body > header, header.sticky')
            ? 'header'
            : 'other';
    return {
      positive: positive.length,
      regions: window.focusables.map(region),
      names: window.focusables.map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim()}"`,
      ),
    };
  });
}

/** Where focus is: its index in `window.focusables`, or a description of an element outside the list. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    const index = window.focusables.indexOf(element as HTMLElement);
    if (index >= 0) return index;
    return element
      ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`
      : 'nothing';
  });
}

/** Presses a key `times` times and records where focus goes after each press. */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', times: number) {
  const seen: Array<number | string> = [];
  for (let press = 0; press < times; press++) {
    await page.keyboard.press(key);
    seen.push(await focused(page));
  }
  return seen;
}

const range = (from: number, to: number) => Array.from({length: Math.abs(to - from) + 1}, (_, i) => (from <= to ? from + i : from - i));

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`keyboard only, ${device}`, () => {
    test.use({viewport});
    for (const locale of locales) {
      for (const key of pages) {
        test(`${locale} ${key}: Tab reaches every control in document order, Shift+Tab walks back`, async ({page}) => {
          // A liveness bound, not a speed target: the hotels page has a hundred-odd stops, each a key press and a look.
          test.setTimeout(90_000);
          await open(page, href(key, locale));
          const {positive, regions, names} = await gatherFocusables(page);
          expect(positive, 'no positive tabindex reorders the page').toBe(0);
          // The walk covers the three parts of the page; the assistant's launcher is in the header.
          expect(regions.filter((region) => region === 'header').length).toBeGreaterThanOrEqual(device === 'desktop' ? 8 : 4);
          expect(regions.filter((region) => region === 'main').length).toBeGreaterThanOrEqual(2);
          expect(regions.filter((region) => region === 'footer').length).toBeGreaterThanOrEqual(10);
          expect(names[0]).toContain(message(locale, 'Shell.skipToContent'));
          const launcher = names.findIndex((name) => name.includes(message(locale, 'Rhia.launcher.label')));
          expect(regions[launcher], 'the launcher').toBe('header');
          expect(regions.at(-1)).toBe('footer');

          const last = names.length - 1;
          const forward = await walk(page, 'Tab', names.length);
          expect(forward.map((index) => names[index as number] ?? index)).toEqual(names);
          const backward = await walk(page, 'Shift+Tab', last);
          expect(backward.map((index) => names[index as number] ?? index)).toEqual(range(last - 1, 0).map((index) => names[index]));
        });
      }
    }
  });
}

/** Focuses the element at `index` of the walk by pressing Tab from the top (never by script). */
async function tabTo(page: Page, index: number) {
  const seen = await walk(page, 'Tab', index + 1);
  expect(seen.at(-1)).toBe(index);
}

test.describe('nothing holds focus', () => {
  test.use({viewport: viewports.desktop});
  for (const locale of locales) {
    test(`${locale}: each header dropdown, opened, is walked through and left in both directions`, async ({page}) => {
      await open(page, href('home', locale));
      for (const group of headerGroups.map((entry) => entry.label)) {
        const label = message(locale, `Shell.nav.${group}`);
        const button = page.getByRole('banner').getByRole('button', {name: label});
        await page.reload();
        const closed = (await gatherFocusables(page)).names;
        const at = closed.findIndex((name) => name.startsWith(`button "${label}`));
        expect(at, label).toBeGreaterThan(0);
        await tabTo(page, at);
        await page.keyboard.press('Enter');
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        // Open, the dropdown's links join the walk right after its button.
        const opened = (await gatherFocusables(page)).names;
        const links = opened.length - closed.length;
        expect(links, label).toBeGreaterThan(1);
        expect(opened.slice(at + 1 + links)).toEqual(closed.slice(at + 1));
        // Forward: every link of the panel, then out to the next control of the header; the panel closes.
        const forward = await walk(page, 'Tab', links + 1);
        expect(forward, `${label}: Tab walks the open dropdown and leaves it`).toEqual(range(at + 1, at + links + 1));
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        // Backward: open again, Shift+Tab from the first link to the button, then out before it.
        await page.keyboard.press('Shift+Tab');
        expect(await focused(page)).toBe(at);
        await page.keyboard.press('Enter');
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const backward = await walk(page, 'Shift+Tab', 2);
        expect(backward, `${label}: Shift+Tab leaves the open dropdown`).toEqual([at - 1, at - 2]);
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      }
    });

    test(`${locale}: the assistant's launcher opens the chat, Tab and Shift+Tab go through it in place, Escape brings focus back`, async ({
      page,
    }) => {
      await open(page, href('fees', locale));
      const closed = (await gatherFocusables(page)).names;
      const launcher = closed.findIndex((name) => name.includes(message(locale, 'Rhia.launcher.label')));
      await tabTo(page, launcher);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox')).toBeFocused();
      // Open, the panel's controls follow the launcher in the walk; the rest of the page keeps its order.
      const opened = (await gatherFocusables(page)).names;
      const inPanel = opened.length - closed.length;
      expect(inPanel).toBeGreaterThan(2);
      expect(opened.slice(0, launcher + 1)).toEqual(closed.slice(0, launcher + 1));
      expect(opened.slice(launcher + 1 + inPanel)).toEqual(closed.slice(launcher + 1));
      // Shift+Tab walks back out of the open panel to the launcher, then before it.
      let steps = 0;
      while ((await focused(page)) !== launcher && steps++ < 30) await page.keyboard.press('Shift+Tab');
      expect(await focused(page), 'Shift+Tab leaves the chat panel').toBe(launcher);
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toBe(launcher - 1);
      // Tab from the launcher enters the panel; past its last control, Tab goes on to the header's next control.
      await page.keyboard.press('Tab');
      const forward = await walk(page, 'Tab', inPanel + 1);
      expect(forward).toEqual(range(launcher + 1, launcher + inPanel + 1));
      // Back in the panel, Escape closes it and returns focus to the launcher.
      await page.keyboard.press('Shift+Tab');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(await focused(page)).toBe(launcher);
    });
  }
});
