import {expect, test} from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import {allRoutes} from '../lib/routes/paths';
import {message, pageTitle, whileRegistrationOpen} from './helpers';

test.describe('language switcher', () => {
  const cases = [
    {from: '/hoteles', to: {EN: '/en/hotels', PT: '/pt-br/hoteis'}},
    {from: '/en/registration-fees', to: {ES: '/tarifas-de-inscripcion', PT: '/pt-br/taxas-de-inscricao'}},
    {from: '/pt-br/sede-do-congresso', to: {ES: '/sede-del-congreso', EN: '/en/congress-venue'}},
  ];
  for (const {from, to} of cases) {
    test(`goes from ${from} to the same page in the other languages`, async ({page}) => {
      for (const [label, target] of Object.entries(to)) {
        await page.goto(from);
        const nav = page.getByRole('navigation', {name: /navigation|navegación|navegação/i}).first();
        await nav
          .getByRole('link', {name: new RegExp(`^${label === 'ES' ? 'Español' : label === 'EN' ? 'English' : 'Português'}`)})
          .click();
        await expect(page).toHaveURL(target);
        await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      }
    });
  }
});

test('the dropdowns reach every page with the keyboard', async ({page}) => {
  await page.goto('/en');
  const nav = page.getByRole('navigation', {name: message('en', 'Shell.nav.mainLabel')}).first();
  const general = nav.getByRole('button', {name: message('en', 'Shell.nav.general')});
  await expect(general).toHaveAttribute('aria-expanded', 'false');
  await general.focus();
  await page.keyboard.press('Enter');
  await expect(general).toHaveAttribute('aria-expanded', 'true');
  await expect(general).toHaveAttribute('aria-controls', /\S/);
  const panel = nav.locator(`#${await general.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('link')).toHaveCount(8);
  await page.keyboard.press('Escape');
  await expect(general).toHaveAttribute('aria-expanded', 'false');
  await expect(general).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', {name: message('en', 'Shell.pages.program')})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/en/scientific-program');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(pageTitle('program', 'en'));

  const about = page
    .getByRole('navigation', {name: message('en', 'Shell.nav.mainLabel')})
    .first()
    .getByRole('button', {name: message('en', 'Shell.nav.aboutCongress')});
  await about.click();
  // Headless UI names the panel in aria-controls only once the open panel has mounted, which can
  // be a render after aria-expanded turns true: wait for the attribute itself.
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await expect(about).toHaveAttribute('aria-controls', /\S/);
  const aboutPanel = page.locator(`#${await about.getAttribute('aria-controls')}`);
  const links = aboutPanel.getByRole('link');
  await expect(links).toHaveCount(4);
  await expect(links.nth(0)).toHaveAttribute('href', '/en/bienvenidos');
  await expect(links.nth(1)).toHaveAttribute('href', '/en/comite');
  await expect(links.nth(2)).toHaveAttribute('href', '/en/acerca-panlar');
  await expect(links.nth(3)).toHaveAttribute('href', '/en/brand-resources');
  await page.getByRole('heading', {level: 1}).click();
  await expect(about).toHaveAttribute('aria-expanded', 'false');
});

test('a dropdown opened and closed with the mouse lets go of focus: typing in the assistant works', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await page.goto('/en');
  const nav = page.getByRole('navigation', {name: message('en', 'Shell.nav.mainLabel')}).first();
  const general = nav.getByRole('button', {name: message('en', 'Shell.nav.general')});
  await general.click();
  await expect(general).toHaveAttribute('aria-expanded', 'true');
  await general.click();
  await expect(general).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', {name: message('en', 'Rhia.launcher.label')}).click();
  const box = page.getByRole('textbox', {name: message('en', 'Rhia.panel.inputLabel')});
  await box.click();
  await page.keyboard.type('hotel rates');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('hotel rates');

  // Open, then click into the box while the dropdown is open: it closes and the typing lands.
  await general.click();
  await expect(general).toHaveAttribute('aria-expanded', 'true');
  await box.click();
  await expect(general).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.type('?');
  await expect(box).toHaveValue('hotel rates?');
});

test('the register button opens the registration portal in a new tab', async ({page}) => {
  await page.clock.install({time: whileRegistrationOpen});
  await page.goto('/');
  const register = page.getByRole('link', {name: new RegExp(message('es', 'Shell.nav.register'))}).first();
  await expect(register).toHaveAttribute('target', '_blank');
  await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
});

test('every external link opens in a new tab without opener or referrer', async ({page}) => {
  await page.goto('/pt-br');
  const external = page.locator('a[href^="http"]');
  expect(await external.count()).toBeGreaterThan(5);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 360, height: 740}});

  test('the MENU toggle opens the links and a choice closes it', async ({page}) => {
    await page.goto('/pt-br');
    const toggle = page.getByRole('button', {name: message('pt', 'Shell.nav.menu')});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', {name: message('pt', 'Shell.nav.general')})).toBeHidden();
    await toggle.click();
    const close = page.getByRole('button', {name: message('pt', 'Shell.nav.closeMenu')});
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await page
      .getByRole('link', {name: message('pt', 'Shell.pages.hotels')})
      .first()
      .click();
    await expect(page).toHaveURL('/pt-br/hoteis');
    await expect(page.getByRole('button', {name: message('pt', 'Shell.nav.menu')})).toHaveAttribute('aria-expanded', 'false');
  });

  test('nothing overflows the screen sideways', async ({page}) => {
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('the header at the MENU breakpoint', () => {
  for (const [locale, home] of [
    ['es', '/'],
    ['en', '/en'],
    ['pt', '/pt-br'],
  ] as const) {
    test(`at 1024 px the whole navigation fits on one line beside the logo (${locale}); at 1023 px it is behind MENU`, async ({page}) => {
      // With every item of the header: "Register now" shows while registration is open.
      await page.clock.install({time: whileRegistrationOpen});
      await page.setViewportSize({width: 1024, height: 768});
      await page.goto(home);
      const nav = page.getByRole('navigation', {name: message(locale, 'Shell.nav.mainLabel')}).first();
      await expect(nav.getByRole('button', {name: message(locale, 'Shell.nav.general')})).toBeVisible();
      await expect(page.getByRole('button', {name: message(locale, 'Shell.nav.menu')})).toBeHidden();
      const layout = await page.evaluate(() => {
        const header = document.querySelector('header')!;
        const logo = header.querySelector('a')!.getBoundingClientRect();
        const navBox = header.querySelector('nav')!;
        const items = [...navBox.querySelectorAll('a, button')].map((element) => element.getBoundingClientRect());
        return {
          logoRight: logo.right,
          navLeft: navBox.getBoundingClientRect().left,
          navOverflow: navBox.scrollWidth - navBox.clientWidth,
          rows: new Set(items.map((box) => Math.round(box.top + box.height / 2))).size,
          right: Math.max(...items.map((box) => box.right)),
          pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
      expect(layout.navLeft).toBeGreaterThan(layout.logoRight);
      expect(layout.navOverflow).toBeLessThanOrEqual(0);
      expect(layout.rows).toBe(1);
      expect(layout.right).toBeLessThanOrEqual(1024);
      expect(layout.pageOverflow).toBeLessThanOrEqual(0);

      await page.setViewportSize({width: 1023, height: 768});
      await expect(page.getByRole('button', {name: message(locale, 'Shell.nav.menu')})).toBeVisible();
      await expect(nav.getByRole('button', {name: message(locale, 'Shell.nav.general')})).toBeHidden();
    });
  }
});

test('a page and the prefetches of its links load without a failed request or a console error', async ({page}) => {
  const problems: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error') problems.push(`console: ${entry.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  for (const path of ['/', '/en/faqs', '/pt-br/hoteis']) {
    await page.goto(path);
    // Links in view are prefetched once the page is idle; scrolling brings the footer's links too.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('every icon is drawn from the sprite file', async ({page}) => {
  for (const path of ['/en', '/pt-br/hoteis', '/oportunidades-de-patrocinio-y-exposicion']) {
    await page.goto(path);
    const icons = page.locator('svg > use');
    expect(await icons.count()).toBeGreaterThan(5);
    // A <use> whose file or symbol did not load has an empty box.
    await expect.poll(() => icons.evaluateAll((uses) => uses.filter((use) => (use as SVGUseElement).getBBox().width === 0).length)).toBe(0);
  }
});

test('the skip link moves focus to the main content', async ({page}) => {
  await page.goto('/en/hotels');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: message('en', 'Shell.skipToContent')});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('a client-side navigation starts at the top of the new page', async ({page}) => {
  await page.goto('/en');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page
    .getByRole('contentinfo')
    .getByRole('link', {name: message('en', 'Shell.pages.hotels')})
    .click();
  await expect(page).toHaveURL('/en/hotels');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('accessibility (axe)', () => {
  for (const route of allRoutes().filter((entry) => !entry.isAlias)) {
    test(`${route.path} has no serious or critical violations`, async ({page}) => {
      await page.goto(route.path);
      const results = await new AxeBuilder({page}).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test.describe('the site font', () => {
  test('the text is drawn in Inter, the preloaded font file', async ({page}) => {
    // Visited twice: with font-display optional a cold load on a busy machine may keep the
    // fallback for that page; the second load has the file in the cache and must use it.
    await page.goto('/en/hotels');
    await page.goto('/en/hotels');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const {root} = await cdp.send('DOM.getDocument');
    const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector: 'h1'});
    const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
    expect(fonts.map((font) => font.familyName).join(', ')).toMatch(/^Inter/);
  });

  for (const viewport of [
    {width: 1350, height: 940},
    {width: 412, height: 823},
  ]) {
    test(`a font that arrives late moves nothing (${viewport.width} px)`, async ({page}) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const w = window as unknown as {layoutShift: number};
        w.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
            if (!entry.hadRecentInput) w.layoutShift += entry.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      let delayed = 0;
      await page.route(/\.woff2$/, async (route) => {
        delayed++;
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      for (const path of ['/en/hotels', '/tarifas-de-inscripcion']) {
        await page.goto(path, {waitUntil: 'load'});
        await page.waitForTimeout(800);
        expect(await page.evaluate(() => (window as unknown as {layoutShift: number}).layoutShift), path).toBe(0);
      }
      expect(delayed).toBeGreaterThan(0);
    });
  }
});
