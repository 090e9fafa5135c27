import {expect, test, type Page} from './fixtures';
import {locales, type Locale} from '../i18n/locales';
import {href} from '../lib/routes/paths';
import {congress, panamaTime} from '../content/congress';
import {feePeriods} from '../content/fees';
import {submissionDeadline} from '../content/abstracts';
import {airlineDiscount} from '../content/airline';
import {congressDates} from '../lib/congress-format';
import {message, text} from './helpers';

// The site follows the congress calendar (content/congress-calendar.ts): at six instants of a
// fixed clock, what the home, fees, abstracts and hotels pages and the header offer. The phase is
// set before the first paint, so nothing moves on load in any phase.

type Phase = 'beforeRegistration' | 'early' | 'late' | 'onsiteOnly' | 'during' | 'after';

const instants: Record<Phase, string> = {
  beforeRegistration: '2025-09-15T12:00',
  early: '2025-11-20T12:00',
  late: '2026-04-01T12:00',
  onsiteOnly: '2026-04-24T12:00',
  during: '2026-04-28T10:00',
  after: '2026-11-24T09:00',
};

const opens = panamaTime(congress.registrationOpens).toJSDate();
const lastOnlineDay = panamaTime(feePeriods[feePeriods.length - 1].lastDay).toJSDate();

/** The hero's sentence on where the congress stands, per phase (none while registration is online). */
function heroStatus(phase: Phase, locale: Locale): string | null {
  const dates = congressDates(locale);
  if (phase === 'beforeRegistration') return text(locale, 'Home.hero.opensOn', {date: opens});
  if (phase === 'onsiteOnly') return text(locale, 'Home.hero.onsiteNote', {date: lastOnlineDay});
  if (phase === 'during') return text(locale, 'Home.hero.now', {dates: dates.range});
  if (phase === 'after') return text(locale, 'Home.hero.tookPlace', {from: dates.from, to: dates.to});
  return null;
}

/** Opens a page at a fixed instant (Panama time), recording layout shifts from the start. */
async function openAt(page: Page, phase: Phase, path: string) {
  await page.clock.install({time: panamaTime(instants[phase]).toJSDate()});
  await page.addInitScript(() => {
    const record: number[] = [];
    (window as unknown as {shifts: number[]}).shifts = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{value: number; hadRecentInput: boolean}>) {
        if (!entry.hadRecentInput) record.push(entry.value);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-phase', phase);
}

async function expectNoLayoutShift(page: Page) {
  await page.waitForTimeout(300);
  const shifts = await page.evaluate(() => (window as unknown as {shifts: number[]}).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
}

const hero = (page: Page) => page.locator('main header').first();

for (const phase of Object.keys(instants) as Phase[]) {
  test.describe(`${phase} (${instants[phase]} in Panama)`, () => {
    for (const locale of locales) {
      test(`home in ${locale}: the hero and the bands fit the day, nothing moves`, async ({page}) => {
        await openAt(page, phase, href('home', locale));
        const status = heroStatus(phase, locale);
        if (status) await expect(hero(page).getByText(status)).toBeVisible();
        const register = hero(page).getByRole('link', {name: new RegExp(`^${message(locale, 'Home.hero.register')}`)});
        await expect(register).toHaveCount(['early', 'late'].includes(phase) ? 1 : 0);
        const certificates = hero(page).getByRole('link', {name: message(locale, 'Shell.pages.certificates')});
        await expect(certificates).toHaveCount(phase === 'after' ? 1 : 0);
        // "Save the date… book your hotel" only before the congress.
        await expect(page.getByRole('heading', {name: message(locale, 'Home.reserve.title')})).toHaveCount(
          ['during', 'after'].includes(phase) ? 0 : 1,
        );
        // The countdown band: the timer before the opening, then under way; gone once it is over
        // (the hero says so, once).
        await expect(page.getByRole('timer')).toHaveCount(['during', 'after'].includes(phase) ? 0 : 1);
        if (phase === 'during') await expect(page.getByText(message(locale, 'Countdown.running'))).toBeVisible();
        await expect(page.locator('#countdown-title')).toBeVisible({visible: phase !== 'after'});
        // "Add to calendar" only for events still ahead.
        const calendar = page.getByRole('heading', {name: message(locale, 'Calendar.heading')});
        await expect(calendar.first()).toBeVisible({visible: phase !== 'after'});
        await expectNoLayoutShift(page);
      });
    }

    test('the header offers "Register now" only while online registration is open', async ({page}) => {
      await page.setViewportSize({width: 1440, height: 900});
      await openAt(page, phase, href('hotels', 'en'));
      const register = page.getByRole('banner').getByRole('link', {name: new RegExp(`^${message('en', 'Shell.nav.register')}`)});
      await expect(register).toHaveCount(['early', 'late'].includes(phase) ? 1 : 0);
    });

    test('fees: the note of the day, the table kept, no highlight after the congress', async ({page}) => {
      await openAt(page, phase, href('fees', 'pt'));
      const status = {
        beforeRegistration: 'upcoming',
        early: 'early',
        late: 'late',
        onsiteOnly: 'onsite',
        during: 'onsite',
        after: 'closed',
      }[phase];
      await expect(page.locator(`[data-fee-status-text="${status}"]`)).toBeVisible();
      await expect(page.locator('[data-fee-status-text]:visible')).toHaveCount(1);
      const table = page.getByRole('table', {name: message('pt', 'Fees.table.caption')});
      const current = table.getByRole('columnheader', {name: new RegExp(message('pt', 'Fees.table.current'))});
      await expect(current).toHaveCount(['beforeRegistration', 'after'].includes(phase) ? 0 : 1);
      await expect(table.getByRole('cell', {name: '680', exact: true})).toBeVisible();
      // The portal's button (top band and closing band) only while one can register online.
      const portal = page.getByRole('main').getByRole('link', {name: new RegExp(`^${message('pt', 'Fees.register')}`)});
      await expect(portal).toHaveCount(['early', 'late'].includes(phase) ? 2 : 0);
      await expect(page.locator('#register-bottom')).toBeVisible({visible: ['early', 'late'].includes(phase)});
      await expectNoLayoutShift(page);
    });

    test('airline: the code to copy and the booking steps until the congress ends; the code stays as a fact', async ({page}) => {
      await openAt(page, phase, href('airline', 'en'));
      const ahead = phase !== 'after';
      await expect(page.getByRole('main').getByText(airlineDiscount.code, {exact: true})).toBeVisible();
      await expect(page.getByRole('button', {name: message('en', 'Airline.code.copy')})).toHaveCount(ahead ? 1 : 0);
      await expect(page.getByRole('heading', {name: message('en', 'Airline.booking.title')})).toHaveCount(ahead ? 1 : 0);
      await expect(page.getByRole('link', {name: new RegExp(message('en', 'Airline.heroCta'))})).toHaveCount(ahead ? 1 : 0);
      // No empty row of buttons left in the top band after the congress.
      const band = await page.locator('main > header').first().boundingBox();
      const title = await page.getByRole('heading', {level: 1}).boundingBox();
      if (!ahead) expect(band!.y + band!.height - (title!.y + title!.height)).toBeLessThan(200);
      await expectNoLayoutShift(page);
    });

    test('abstracts: submit while open, the closing date once past, past key dates marked', async ({page}) => {
      await openAt(page, phase, href('abstracts', 'es'));
      const open = ['beforeRegistration', 'early'].includes(phase);
      const submit = page.getByRole('link', {name: new RegExp(`^${message('es', 'Abstracts.submit')}`)});
      if (open) await expect(submit.first()).toBeVisible();
      else await expect(submit).toHaveCount(0);
      const closed = text('es', 'Abstracts.closed', {deadline: submissionDeadline.toJSDate()});
      await expect(page.getByText(closed).first()).toBeVisible({visible: !open});
      // Said once, in the top band, not again under the key dates and in the closing band.
      await expect(page.getByText(closed).filter({visible: true})).toHaveCount(open ? 0 : 1);
      await expect(page.getByText(message('es', 'Abstracts.contact.cta')).filter({visible: true})).toHaveCount(open ? 1 : 0);
      const past = page.locator('#key-dates').getByText(message('es', 'Abstracts.dates.past'), {exact: true}).filter({visible: true});
      await expect(past).toHaveCount(open ? 0 : 4);
      await expectNoLayoutShift(page);
    });

    test('hotels: booking buttons until the congress ends, then the rates as a record', async ({page}) => {
      await openAt(page, phase, href('hotels', 'en'));
      const book = page.locator('.hotel-actions').getByRole('link', {name: /^Book/});
      if (phase === 'after') {
        await expect(book).toHaveCount(0);
        await expect(page.getByText(message('en', 'Hotels.afterNote'))).toBeVisible();
        await expect(page.getByRole('heading', {name: message('en', 'Hotels.available.title')})).toHaveCount(0);
      } else {
        await expect(book).toHaveCount(8);
        await expect(page.getByRole('heading', {name: message('en', 'Hotels.available.title')})).toBeVisible();
      }
    });
  });
}

test('without JavaScript every page tells dated facts true in every phase', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(href('home', 'en'));
  await expect(page.getByText(text('en', 'Home.hero.registrationDates', {opens, closes: lastOnlineDay}))).toBeVisible();
  await expect(page.getByText(message('en', 'Countdown.titleStatic'))).toBeVisible();
  await expect(page.getByText(message('en', 'Countdown.title'))).toBeHidden();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await context.close();
});

test('the FAQ gives the abstract deadline, and says it closed once past', async ({page}) => {
  await openAt(page, 'after', href('faq', 'en'));
  await page.getByRole('button', {name: message('en', 'Faq.abstractDeadline.question')}).click();
  await expect(page.getByText(message('en', 'Faq.closedNote').trim())).toBeVisible();
});
