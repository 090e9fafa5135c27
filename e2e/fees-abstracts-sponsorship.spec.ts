import {expect, test, type Page} from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import {href} from '../lib/routes/paths';
import type {Locale} from '../i18n/locales';
import {links} from '../content/links';
import {site} from '../content/site';
import {message, pageTitle, whileRegistrationOpen} from './helpers';

/** The words of a catalog message without its rich-text tags, up to its first placeholder. */
const plain = (locale: Locale, key: string) =>
  message(locale, key)
    .split('{')[0]
    .replace(/<\/?[a-z]+>/g, '')
    .trim();

async function expectExternalLinksInNewTab(page: Page) {
  const external = page.locator('a[href^="http"]');
  expect(await external.count()).toBeGreaterThan(0);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({page}).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('registration fees', () => {
  const figures: Array<[Locale, string, string[]]> = [
    ['es', 'Reumatólogos', ['530', '580', '680']],
    ['en', 'Related professionals', ['530', '580', '630']],
    ['pt', 'Residentes e estudantes', ['50', '70', '90']],
  ];
  for (const [locale, category, prices] of figures) {
    test(`${locale}: fee table, flat fees and register buttons`, async ({page}) => {
      await page.clock.install({time: whileRegistrationOpen});
      await page.goto(href('fees', locale));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(pageTitle('fees', locale));
      const table = page.getByRole('table', {name: message(locale, 'Fees.table.caption')});
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveCount(4);
      await expect(table.getByRole('row')).toHaveCount(5);
      const row = table.getByRole('row', {name: new RegExp(`^${category}`)});
      await expect(row.getByRole('cell')).toHaveText(prices);

      const flat = page.getByRole('table', {name: message(locale, 'Fees.flat.caption')});
      await expect(flat.getByRole('row', {name: new RegExp(message(locale, 'Fees.categories.dayPass'))})).toContainText('180');
      await expect(flat.getByRole('row', {name: new RegExp(message(locale, 'Fees.categories.groupLeader'))})).toContainText(['250']);
      await expect(flat.getByRole('row', {name: new RegExp(message(locale, 'Fees.categories.industryStaff'))})).toContainText(
        message(locale, 'Fees.flat.accessCode'),
      );

      const register = page.getByRole('main').getByRole('link', {name: new RegExp(`^${message(locale, 'Fees.register')}`)});
      await expect(register).toHaveCount(2);
      for (const link of await register.all()) {
        await expect(link).toHaveAttribute('href', links.registration);
        await expect(link).toHaveAttribute('target', '_blank');
      }

      const mail = page.getByRole('link', {name: message(locale, 'Fees.contact.button')});
      await expect(mail).toHaveAttribute('href', new RegExp(`^mailto:${site.contactEmail}\\?subject=`));
      await expect(page.getByRole('heading', {name: message(locale, 'Fees.terms.title')})).toBeVisible();
      await expect(page.locator('#terms ol > li')).toHaveCount(3);
      await expectExternalLinksInNewTab(page);
    });
  }

  test('en: dates in English, 20% cancellation penalty and the related specialties', async ({page}) => {
    await page.goto(href('fees', 'en'));
    await expect(page.getByRole('main')).toContainText('Online registration opens on October 22, 2025.');
    await expect(page.getByRole('main')).toContainText('If you cancel before March 25, 2026, we refund your payment minus a 20% penalty.');
    await expect(page.getByRole('main')).toContainText('For every 10 registrations paid for together, you get 1 free registration.');
    await expect(page.locator('#how-to-register li', {hasText: 'Physiatry'})).toBeVisible();
  });

  // Seen from Tokyo (UTC+9): the fee period still follows the Panama calendar.
  test.describe('current period highlight', () => {
    test.use({timezoneId: 'Asia/Tokyo'});
    const cases: Array<{at: string; status: 'early' | 'regular' | 'late' | 'onsite'; column: 'early' | 'regular' | 'late'}> = [
      {at: '2026-01-16T04:59:00Z', status: 'early', column: 'early'}, // 15 Jan 23:59 in Panama
      {at: '2026-01-16T05:00:00Z', status: 'regular', column: 'regular'}, // 16 Jan 00:00 in Panama
      {at: '2026-04-21T05:00:00Z', status: 'onsite', column: 'late'}, // 21 Apr 00:00 in Panama
    ];
    for (const {at, status, column} of cases) {
      test(`at ${at} the ${column} column is current (${status})`, async ({page}) => {
        await page.clock.setFixedTime(new Date(at));
        await page.goto(href('fees', 'es'));
        const note = page.locator(`[data-fee-status-text="${status}"]`);
        await expect(note).toBeVisible();
        await expect(note).toContainText(plain('es', `Fees.status.${status}`));
        await expect(page.locator('[data-fee-status-text="static"]')).toBeHidden();
        const table = page.getByRole('table', {name: message('es', 'Fees.table.caption')});
        const current = table.getByRole('columnheader', {name: new RegExp(message('es', 'Fees.table.current'))});
        await expect(current).toHaveCount(1);
        await expect(current).toContainText(message('es', `Fees.periods.${column}`));
        if (status === 'onsite') await expect(note).toContainText('La inscripción en línea está cerrada.');
        if (status === 'early') await expect(note).toContainText('15 de enero de 2026');
        await expectNoSeriousAxeViolations(page);
      });
    }
  });

  test('the static HTML has every fee and no highlight before the island runs', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(href('fees', 'pt'));
    await expect(page.locator('[data-fee-status-text="static"]')).toBeVisible();
    await expect(page.locator('[data-fee-status-text="onsite"]')).toBeHidden();
    const table = page.getByRole('table', {name: message('pt', 'Fees.table.caption')});
    await expect(table.getByRole('columnheader', {name: new RegExp(message('pt', 'Fees.table.current'))})).toHaveCount(0);
    await expect(table.getByRole('cell', {name: '680', exact: true})).toBeVisible();
    await context.close();
  });

  test('the highlight causes no layout shift', async ({page}) => {
    await page.clock.setFixedTime(new Date('2026-02-01T15:00:00Z'));
    await page.goto(href('fees', 'es'));
    await expect(page.locator('[data-fee-status-text="regular"]')).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as {value: number}).value;
          }).observe({type: 'layout-shift', buffered: true});
          setTimeout(() => done(total), 300);
        }),
    );
    expect(shift).toBeLessThan(0.01);
  });
});

test.describe('scientific works (abstracts)', () => {
  const dates: Record<Locale, string[]> = {
    es: ['29 de diciembre de 2025', '18:00', '13 de febrero de 2026', '25 de febrero de 2026'],
    en: ['December 29, 2025', '6:00 PM', 'February 13, 2026', 'February 25, 2026'],
    pt: ['29 de dezembro de 2025', '18:00', '13 de fevereiro de 2026', '25 de fevereiro de 2026'],
  };
  for (const locale of ['es', 'en', 'pt'] as const) {
    test(`${locale}: three submit buttons, four key dates, 21 regulations, 20 topics`, async ({page}) => {
      await page.clock.install({time: whileRegistrationOpen});
      await page.goto(href('abstracts', locale));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(pageTitle('abstracts', locale));

      const submit = page.getByRole('main').getByRole('link', {name: new RegExp(`^${message(locale, 'Abstracts.submit')}`)});
      await expect(submit).toHaveCount(3);
      for (const link of await submit.all()) {
        await expect(link).toHaveAttribute('href', links.abstractSubmission);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }

      const cards = page.locator('#key-dates li');
      await expect(cards).toHaveCount(4);
      await expect(cards.first()).toContainText(message(locale, 'Abstracts.dates.submissionDeadline'));
      await expect(cards.first()).toContainText(message(locale, 'Abstracts.dates.noExtension'));
      for (const text of dates[locale]) await expect(page.locator('#key-dates')).toContainText(text);
      await expect(cards.first().locator('time')).toHaveAttribute('datetime', '2025-12-29T18:00:00.000-05:00');

      const regulations = page.locator('#regulations ol').first().locator(':scope > li');
      await expect(regulations).toHaveCount(21);
      await expect(regulations.nth(0).getByRole('heading', {level: 3})).toContainText(
        message(locale, 'Abstracts.regulations.electronicOnly.title'),
      );
      await expect(regulations.nth(3)).toContainText(locale === 'en' ? '2,750' : locale === 'pt' ? '2.750' : '2750');
      await expect(regulations.nth(7).locator('ol > li')).toHaveCount(20);
      await expect(regulations.nth(7)).toContainText(message(locale, 'Abstracts.topics.sjogrenAutoimmune'));

      const recommendations = page.locator('#recommendations li');
      await expect(recommendations).toHaveCount(5);
      await expect(recommendations.first().locator('strong')).toHaveText(
        plain(locale, 'Abstracts.recommendations.early').split(':')[0] + ':',
      );
      await expect(page.locator('#abstracts-contact a[href^="mailto:"]')).toHaveAttribute('href', `mailto:${site.contactEmail}`);
      await expectExternalLinksInNewTab(page);
    });
  }
});

test.describe('sponsorship and exhibition', () => {
  for (const locale of ['es', 'en', 'pt'] as const) {
    test(`${locale}: intro, four opportunities and contact by e-mail`, async ({page}) => {
      await page.goto(href('sponsorship', locale));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(pageTitle('sponsorship', locale));
      await expect(page.getByRole('main')).toContainText(message(locale, 'Sponsorship.body'));
      const tiles = page.locator('#opportunities li');
      await expect(tiles).toHaveCount(4);
      for (const key of ['exhibition', 'symposia', 'business', 'networking']) {
        await expect(page.getByRole('heading', {level: 3, name: message(locale, `Sponsorship.opportunities.${key}.title`)})).toBeVisible();
      }
      // Nobody is named in the spec: the empty team slots are skipped and the team e-mail remains.
      await expect(page.locator('#team [data-testid="initials"]')).toHaveCount(0);
      await expect(page.locator('#team a[href^="mailto:"]')).toHaveText(site.contactEmail);
      await expect(page.getByRole('link', {name: message(locale, 'Sponsorship.contact.button')})).toHaveAttribute(
        'href',
        new RegExp(`^mailto:${site.contactEmail}\\?subject=`),
      );
      await expectExternalLinksInNewTab(page);
    });
  }
});

test.describe('accessibility and phones', () => {
  for (const page of ['fees', 'abstracts', 'sponsorship'] as const) {
    for (const width of [1280, 360]) {
      test(`${page} has no serious axe violations and fits a ${width} px screen`, async ({browser}) => {
        const context = await browser.newContext({viewport: {width, height: 800}});
        const tab = await context.newPage();
        await tab.goto(href(page, 'pt'));
        await expectNoSeriousAxeViolations(tab);
        expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await context.close();
      });
    }
  }
});
