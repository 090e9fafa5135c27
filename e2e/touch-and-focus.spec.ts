import {expect, test, type Page} from './fixtures';
import {allRoutes} from '../lib/routes/paths';
import type {Locale} from '../i18n/locales';
import {message} from './helpers';

const phone = {width: 390, height: 844};
const home: Record<Locale, string> = {es: '/', en: '/en', pt: '/pt-br'};
const languageNames = (locale: Locale) => ['es', 'en', 'pt'].map((to) => message(locale, `Shell.languages.${to}`));

/** The language links in the header bar, each with its box and what a tap at its centre lands on. */
async function headerLanguages(page: Page, names: string[]) {
  return page.evaluate((wanted) => {
    const bar = document.querySelector('body > div header, header')!;
    return wanted.map((name) => {
      const link = [...bar.querySelectorAll('a')].find((a) => a.textContent?.includes(name) && a.getClientRects().length > 0);
      if (!link) return {name, found: false};
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        name,
        found: true,
        width: box.width,
        height: box.height,
        inView: box.left >= 0 && box.right <= innerWidth && box.top >= 0 && box.bottom <= innerHeight,
        tapLandsOnIt: !!hit && link.contains(hit),
      };
    });
  }, names);
}

test.describe('on a 390 × 844 phone, the language choice', () => {
  test.use({viewport: phone});
  for (const locale of ['es', 'en', 'pt'] as const) {
    test(`is in the header bar without opening the menu, unobstructed, each ≥ 44 × 44 px (${locale})`, async ({page}) => {
      await page.goto(home[locale]);
      await expect(page.getByRole('button', {name: message(locale, 'Shell.nav.menu')})).toHaveAttribute('aria-expanded', 'false');
      const names = languageNames(locale);
      // At the top, then halfway down and at the bottom (the sticky bar, the assistant's launcher in it).
      for (const y of [0, 0.5, 1]) {
        await page.evaluate((share) => scrollTo(0, share * (document.documentElement.scrollHeight - innerHeight)), y);
        const found = await headerLanguages(page, names);
        for (const language of found) {
          expect(language, `${language.name} at scroll ${y}`).toMatchObject({found: true, inView: true, tapLandsOnIt: true});
          expect(language.width!, `${language.name} width`).toBeGreaterThanOrEqual(44);
          expect(language.height!, `${language.name} height`).toBeGreaterThanOrEqual(44);
        }
      }
      // The header bar stays on one line, within the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // A tap switches language.
      const other = locale === 'en' ? 'pt' : 'en';
      await page
        .getByRole('banner')
        .getByRole('link', {name: message(locale, `Shell.languages.${other}`)})
        .click();
      await expect(page).toHaveURL(home[other]);
    });
  }
});

/**
 * Every control, and every link of a menu or a list, that is on screen and smaller than 44 × 44 px.
 * A link inside a sentence is exempt, as WCAG 2.5.8 allows; so is what only shows on focus (the skip link).
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"]',
    );
    // A link in a sentence flows with the words around it: it is inline, and the nearest block
    // around it holds other words. A link laid out on its own (a block, a flex item) is a control.
    const inSentence = (element: HTMLElement) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const words = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
      return words(block).length > words(element).length + 3;
    };
    const offenders: string[] = [];
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      if (element.closest('[hidden], [aria-hidden="true"], .sr-only')) continue;
      if (inSentence(element)) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        offenders.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return offenders;
  });
}

test.describe('the smallest phones, 320 px wide', () => {
  test.use({viewport: {width: 320, height: 640}});
  for (const route of allRoutes().filter((entry) => !entry.isAlias)) {
    test(`${route.path}: nothing is wider than the screen, the header bar included`, async ({page}) => {
      await page.goto(route.path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const bar = page.getByRole('banner');
      for (const control of await bar.getByRole('link').or(bar.getByRole('button')).filter({visible: true}).all()) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(320);
      }
    });
  }
});

test.describe('tap targets on a 390 px phone', () => {
  test.use({viewport: phone});
  for (const route of allRoutes().filter((entry) => !entry.isAlias)) {
    test(`${route.path}: every control and every link of a menu or list is at least 44 × 44 px`, async ({page}) => {
      await page.goto(route.path);
      const closed = await smallTargets(page);
      // The menu's own links too, once it is open.
      await page.getByRole('button', {name: message(route.locale, 'Shell.nav.menu')}).click();
      const open = await smallTargets(page);
      expect([...new Set([...closed, ...open])]).toEqual([]);
    });
  }
});

/**
 * The focused element's outline, if it is on one of the given surfaces, and its lowest WCAG contrast
 * ratio against the colours behind it (each resolved by the browser through a canvas, any syntax).
 */
async function focusRings(page: Page, surfaces: string) {
  return page.evaluate(async (selector) => {
    const canvas = document.createElement('canvas').getContext('2d', {willReadFrequently: true})!;
    const rgb = (color: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = '#fff';
      canvas.fillRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    /** The colours behind an element: the first ancestor with a background colour or gradient. */
    const behind = (element: Element): string[] => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const stops = style.backgroundImage.match(/(?:rgba?|oklch|oklab|lab|lch|hsla?|color)\([^()]*\)|#[0-9a-f]{3,8}\b/gi);
        if (stops?.length) return stops;
        if (style.backgroundColor !== 'rgba(0, 0, 0, 0)') return [style.backgroundColor];
      }
      return ['#fff'];
    };
    const element = document.activeElement;
    if (!element || !element.closest(selector)) return null;
    // The ring as it settles (a button's colours, its outline's included, change over 150 ms).
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    const style = getComputedStyle(element);
    const colours = behind(element);
    return {
      name: (element.textContent || element.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim().slice(0, 30),
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
      contrast: Math.min(...colours.map((colour) => ratio(style.outlineColor, colour))),
    };
  }, surfaces);
}

test.describe('a visible focus ring on the dark surfaces', () => {
  for (const viewport of [phone, {width: 1440, height: 900}]) {
    test(`the hero's buttons, the countdown band and the footer's links: outline ≥ 3:1 against the surface (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const dark = 'main > header, section[aria-labelledby="countdown-title"], #site-footer';
      const seen: {name: string; outline: string; contrast: number}[] = [];
      await page.locator('body').click({position: {x: 1, y: 300}});
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      for (let press = 0; press < 200; press++) {
        await page.keyboard.press('Tab');
        const ring = await focusRings(page, dark);
        if (ring) seen.push(ring);
        const done = await page.evaluate(() => {
          const links = [...document.querySelectorAll('#site-footer a')];
          return document.activeElement === links[links.length - 1];
        });
        if (done) break;
      }
      // The hero's buttons and every footer link were reached.
      expect(seen.length).toBeGreaterThan(15);
      const weak = seen.filter(
        (ring) => !/^solid|^auto/.test(ring.outline) || parseFloat(ring.outline.split(' ')[1]) < 2 || ring.contrast < 3,
      );
      expect(weak.map((ring) => `${ring.name}: ${ring.outline}, ${ring.contrast.toFixed(2)}:1`)).toEqual([]);
    });
  }
});
