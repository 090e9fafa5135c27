import {expect, test, type Page} from './fixtures';
import {allRoutes, href} from '../lib/routes/paths';
import {locales, type Locale} from '../i18n/locales';
import {panamaTime} from '../content/congress';
import {feeCategories, feeTable, type FeePeriodKey} from '../content/fees';
import {message, whileRegistrationOpen} from './helpers';

// The small things of issue 20 (item 9): one colour per action, headings that end on a word,
// program topics as a list (not ticks), and a fee table that reads at 320 px.

/** Instants (Panama time) at which the site offers different actions. */
const instants = {
  beforeRegistration: panamaTime('2025-09-15T12:00').toJSDate(),
  early: whileRegistrationOpen,
  late: panamaTime('2026-04-01T12:00').toJSDate(),
  after: panamaTime('2026-11-24T09:00').toJSDate(),
};

type Action = {page: string; key: string; name: string; background: string};

/**
 * The actions drawn as buttons on the page (a fill or a border: a button, a chip; links in a
 * sentence and menu items are not drawn so), each keyed by what it does: its destination when it
 * leaves the site (a portal, a booking site, a calendar, a file to download, an e-mail address,
 * whatever the subject line), the kind of button otherwise ("download …"). Links to other pages
 * of the site are navigation, dressed by where they sit (a card, a chip), not actions.
 */
async function actionsOn(page: Page, downloadVerb: string): Promise<Action[]> {
  return page.evaluate((verb) => {
    const drawn = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none';
      const bordered = style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0;
      return filled || bordered;
    };
    const key = (element: HTMLElement): string | null => {
      if (element instanceof HTMLAnchorElement) {
        const url = new URL(element.href);
        if (url.protocol === 'mailto:') return `mailto:${url.pathname}`;
        if (element.hasAttribute('download')) return `download ${url.pathname}`;
        return url.origin === location.origin ? null : url.href;
      }
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
      return name.startsWith(verb) ? `button: ${verb}` : null;
    };
    const found: Array<{page: string; key: string; name: string; background: string}> = [];
    for (const element of document.querySelectorAll<HTMLElement>('a[href], button')) {
      if (!element.checkVisibility({visibilityProperty: true}) || element.closest('.sr-only')) continue;
      const action = key(element);
      if (!action || !drawn(element)) continue;
      found.push({
        page: location.pathname,
        key: action,
        name: (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40),
        background: getComputedStyle(element).backgroundColor,
      });
    }
    return found;
  }, downloadVerb);
}

test.describe('the same action has the same colour on every page', () => {
  test.use({viewport: {width: 1280, height: 900}});
  for (const locale of locales) {
    for (const [phase, instant] of Object.entries(instants)) {
      test(`${locale}, ${phase}: every button of an action shares its colour`, async ({page}) => {
        test.setTimeout(90_000);
        await page.clock.install({time: instant});
        const actions: Action[] = [];
        for (const route of allRoutes().filter((entry) => entry.locale === locale && !entry.isAlias)) {
          await page.goto(route.path);
          actions.push(...(await actionsOn(page, message(locale, 'Brand.logos.download'))));
        }
        const byKey = new Map<string, Action[]>();
        for (const action of actions) byKey.set(action.key, [...(byKey.get(action.key) ?? []), action]);
        // Guard against a walk that finds nothing: registration, downloads and calendars are always somewhere.
        expect(byKey.size).toBeGreaterThan(3);
        const mixed = [...byKey.entries()]
          .filter(([, group]) => new Set(group.map((action) => action.background)).size > 1)
          .map(
            ([key, group]) => `${key}\n${group.map((action) => `    ${action.background}  ${action.page}  "${action.name}"`).join('\n')}`,
          );
        expect(mixed).toEqual([]);
      });
    }
  }
});

/** Words a heading must not end on: prepositions, articles and conjunctions. */
const dangling: Record<Locale, string[]> = {
  es: [
    'a',
    'al',
    'ante',
    'bajo',
    'con',
    'contra',
    'de',
    'del',
    'desde',
    'durante',
    'en',
    'entre',
    'hacia',
    'hasta',
    'para',
    'por',
    'según',
    'sin',
    'sobre',
    'tras',
    'el',
    'la',
    'los',
    'las',
    'un',
    'una',
    'y',
    'o',
  ],
  en: ['in', 'on', 'at', 'of', 'for', 'to', 'from', 'with', 'by', 'about', 'into', 'the', 'a', 'an', 'and', 'or'],
  pt: [
    'a',
    'ao',
    'à',
    'com',
    'contra',
    'de',
    'do',
    'da',
    'dos',
    'das',
    'desde',
    'em',
    'no',
    'na',
    'nos',
    'nas',
    'entre',
    'para',
    'por',
    'pelo',
    'pela',
    'sem',
    'sobre',
    'o',
    'os',
    'as',
    'um',
    'uma',
    'e',
    'ou',
  ],
};

test.describe('headings end on a word that carries meaning', () => {
  for (const locale of locales) {
    test(`${locale}: no heading of a page ends on a preposition, an article or a conjunction`, async ({page}) => {
      test.setTimeout(60_000);
      await page.clock.install({time: whileRegistrationOpen});
      const offenders: string[] = [];
      for (const route of allRoutes().filter((entry) => entry.locale === locale && !entry.isAlias)) {
        await page.goto(route.path);
        const headings = await page
          .locator('h1, h2, h3, h4')
          .evaluateAll((elements) =>
            elements
              .filter((element) => (element as HTMLElement).checkVisibility())
              .map((element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? ''),
          );
        for (const heading of headings) {
          const last = heading
            .replace(/[\s:.,;!?…]+$/, '')
            .split(' ')
            .pop()!
            .toLowerCase();
          if (dangling[locale].includes(last)) offenders.push(`${route.path}: "${heading}"`);
        }
      }
      expect(offenders).toEqual([]);
    });
  }
});

test.describe('program topics are a list, not ticks', () => {
  for (const locale of locales) {
    test(`${locale}: every topic is a bulleted list item, with no checkmark`, async ({page}) => {
      await page.goto(href('program', locale));
      for (const list of ['topics', 'latest']) {
        const items = page.locator(`[data-list="${list}"] > li`);
        expect(await items.count(), list).toBeGreaterThan(3);
        const shown = await items.evaluateAll((elements) =>
          elements.map((element) => ({
            display: getComputedStyle(element).display,
            marker: getComputedStyle(element).listStyleType,
            // A tick drawn from the sprite, or a tick character.
            tick: !!element.querySelector('use[href$="#check"]') || /[✓✔☑]/.test(element.textContent ?? ''),
          })),
        );
        for (const item of shown) expect(item, list).toMatchObject({display: 'list-item', tick: false});
        for (const item of shown) expect(item.marker, list).not.toBe('none');
      }
    });
  }
});

/** Everything in the fee section that a 320 px screen cuts or scrolls sideways. */
async function cutInFeeSection(page: Page) {
  return page.evaluate(() => {
    const section = document.querySelector('#fee-table')!;
    const problems: string[] = [];
    for (const element of section.querySelectorAll<HTMLElement>('*')) {
      if (!element.checkVisibility({visibilityProperty: true}) || element.closest('.sr-only')) continue;
      const style = getComputedStyle(element);
      if (/auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${element.tagName.toLowerCase()} scrolls sideways (${element.scrollWidth} > ${element.clientWidth})`);
      }
      const box = element.getBoundingClientRect();
      if (
        element.children.length === 0 &&
        element.textContent?.trim() &&
        (box.left < 0 || box.right > document.documentElement.clientWidth + 0.5)
      ) {
        problems.push(
          `"${element.textContent.trim().slice(0, 30)}" lies outside the screen (${Math.round(box.left)}–${Math.round(box.right)})`,
        );
      }
    }
    return problems;
  });
}

/**
 * The current period's "current" badge, its name and its four prices: each whole on screen, the
 * prices those of the block the badge highlights (same background), no more, no fewer.
 */
async function expectCurrentPeriodWhole(page: Page, locale: Locale, period: FeePeriodKey) {
  const badge = page.locator('#fee-table').getByText(message(locale, 'Fees.table.current'), {exact: true}).locator('visible=true');
  await expect(badge).toHaveCount(1);
  const found = await badge.evaluate(
    (element, {name, prices}) => {
      const width = document.documentElement.clientWidth;
      const whole = (node: Element) => {
        const box = node.getBoundingClientRect();
        return box.width > 0 && box.left >= 0 && box.right <= width + 0.5;
      };
      const background = (node: Element | null) => {
        for (; node; node = node.parentElement) {
          const colour = getComputedStyle(node).backgroundColor;
          if (colour !== 'rgba(0, 0, 0, 0)') return colour;
        }
        return 'none';
      };
      // The highlighted block: the badge's nearest ancestor with a background of its own.
      const block = element.parentElement?.closest('th, td, li, div, section');
      const highlight = background(block ?? null);
      const leaves = [...document.querySelectorAll('#fee-table *')].filter(
        (node) => node.children.length === 0 && (node as HTMLElement).checkVisibility({visibilityProperty: true}),
      );
      const named = leaves.filter((node) => node.textContent?.trim() === name && background(node) === highlight);
      return {
        badge: whole(element),
        name: named.length > 0 && named.every(whole),
        // Every price in the highlighted block, as it reads: whole on screen or cut.
        prices: leaves
          .filter((node) => prices.includes(node.textContent?.trim() ?? '') && background(node) === highlight)
          .map((node) => `${node.textContent?.trim()}: ${whole(node) ? 'whole' : 'cut'}`),
      };
    },
    {
      name: message(locale, `Fees.periods.${period}`),
      prices: feeCategories.map((category) => String(feeTable[category][period])),
    },
  );
  expect({...found, prices: found.prices.sort()}).toEqual({
    badge: true,
    name: true,
    prices: feeCategories.map((category) => `${feeTable[category][period]}: whole`).sort(),
  });
}

test.describe('the fee table on a narrow screen', () => {
  for (const locale of locales) {
    for (const [phase, period] of [
      ['early', 'early'],
      ['late', 'late'],
    ] as const) {
      test(`${locale}, ${phase}: at 320 px nothing is cut or scrolled sideways, and the current period reads whole`, async ({page}) => {
        await page.setViewportSize({width: 320, height: 800});
        await page.clock.install({time: instants[phase]});
        await page.goto(href('fees', locale));
        expect(await cutInFeeSection(page)).toEqual([]);
        await expectCurrentPeriodWhole(page, locale, period);
      });
    }
    test(`${locale}: at 390 px with text at 120% nothing is cut, and the late period reads whole`, async ({page}) => {
      await page.setViewportSize({width: 390, height: 800});
      await page.clock.install({time: instants.late});
      await page.goto(href('fees', locale));
      await page.addStyleTag({content: 'html { font-size: 120% !important; }'});
      expect(await cutInFeeSection(page)).toEqual([]);
      await expectCurrentPeriodWhole(page, locale, 'late');
    });
  }
});
