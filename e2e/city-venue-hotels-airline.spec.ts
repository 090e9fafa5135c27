import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Page} from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import {locales, type Locale} from '../i18n/locales';
import {href} from '../lib/routes/paths';
import {hostCity} from '../content/hostCity';
import {venue, venueIn} from '../content/venue';
import {availableHotels, comingSoonHotels, hotelBooking, hotels, type Hotel} from '../content/hotels';
import {airlineBookingUrl, airlineDiscount} from '../content/airline';
import {pageTitle, plainText, text, whileRegistrationOpen} from './helpers';

type Values = Record<string, string | number>;

/** A message formatted the way the pages format it. */
const tr = (locale: Locale, namespace: string, key: string, values?: Values) => text(locale, `${namespace}.${key}`, values);

/** The text of a rich message with the given tags dropped (their content kept). */
const plain = (locale: Locale, namespace: string, key: string, values: Values, tags: string[]) =>
  plainText(locale, `${namespace}.${key}`, values, tags);

/** Nothing is fetched from the embed providers in tests: their requests get a stub page. */
async function stubEmbeds(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/youtube-nocookie\.com|google\.com\/maps/, (route) => {
    requested.push(route.request().url());
    return route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><title>embed</title>'});
  });
  return requested;
}

const pages = ['hostCity', 'venue', 'hotels', 'airline'] as const;

/**
 * What a hotel's photo n (from 1) is called: its alt text once the editor has put the photo in
 * public/, the "coming soon" panel's name until then.
 */
const slotName = (locale: Locale, hotel: Hotel, n: number) => {
  const {src, subject} = hotel.images[n - 1];
  return existsSync(join('public', src))
    ? tr(locale, 'Hotels', 'card.photoAlt', {hotel: hotel.name, n, total: hotel.images.length})
    : tr(locale, 'Hotels', 'card.placeholderAlt', {hotel: hotel.name, subject});
};

test.describe('host city', () => {
  for (const locale of locales) {
    test(`${locale}: shows the practical figures and the travel requirements link`, async ({page}) => {
      await page.goto(href('hostCity', locale));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(pageTitle('hostCity', locale));
      for (const card of ['currency', 'climate', 'transport', 'electricity', 'taxes']) {
        await expect(page.getByRole('heading', {level: 3, name: tr(locale, 'HostCity', `info.${card}.title`)})).toBeVisible();
      }
      const main = page.getByRole('main');
      await expect(main).toContainText('110–120 V, 60 Hz');
      await expect(main).toContainText(tr(locale, 'HostCity', 'info.taxes.hotel', {percent: 10}));
      await expect(main).toContainText(tr(locale, 'HostCity', 'info.taxes.restaurants', {tax: 7, tip: 10}));
      const requirements = page.getByRole('link', {name: new RegExp(tr(locale, 'HostCity', 'requirements.link'))});
      await expect(requirements).toHaveAttribute('href', hostCity.travelRequirementsUrl);
      await expect(requirements).toHaveAttribute('target', '_blank');
      const closing = page.locator('#closing');
      await expect(closing).toContainText(plain(locale, 'HostCity', 'closing.body', {}, ['hotels', 'airline']));
      await expect(closing.locator(`a[href="${href('hotels', locale)}"]`)).toBeVisible();
      await expect(closing.locator(`a[href="${href('airline', locale)}"]`)).toBeVisible();
    });
  }

  test('the city video loads only on request', async ({page}) => {
    const requested = await stubEmbeds(page);
    await page.goto(href('hostCity', 'en'));
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', {name: tr('en', 'HostCity', 'video.load')}).click();
    const frame = page.locator(`iframe[title="${tr('en', 'HostCity', 'video.frameTitle')}"]`);
    await expect(frame).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${hostCity.video.youtubeId}\\?`));
    await expect(frame).toBeFocused();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
  });
});

test.describe('congress venue', () => {
  for (const locale of locales) {
    test(`${locale}: shows the address, travel times and parking`, async ({page}) => {
      await page.goto(href('venue', locale));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(pageTitle('venue', locale));
      await expect(page.getByRole('heading', {level: 2, name: venue.localizedName[locale]})).toBeVisible();
      await expect(page.locator('address')).toContainText(venue.address.street);
      await expect(page.locator('address')).toContainText(`${venueIn(locale).city}, ${venueIn(locale).country}`);
      for (const [to, minutes] of [
        ['oldQuarter', 10],
        ['financialCentre', 15],
        ['waterfront', 20],
        ['airport', 30],
      ] as const) {
        const row = page.locator('dl > div').filter({hasText: tr(locale, 'Venue', `howTo.destinations.${to}`)});
        await expect(row.locator('dd')).toHaveText(`${minutes} min`);
      }
      await expect(page.getByRole('main')).toContainText(plain(locale, 'Venue', 'howTo.parking', {count: venue.parkingSpaces}, ['b']));
      await expect(page.getByRole('main')).toContainText(/1[.,]?700/);
    });
  }

  test('the map and the video load only on request; the plain map link is always there', async ({page}) => {
    const requested = await stubEmbeds(page);
    await page.goto(href('venue', 'es'));
    await expect(page.locator('iframe')).toHaveCount(0);
    const mapLink = page.getByRole('link', {name: new RegExp(tr('es', 'Venue', 'map.link'))});
    await expect(mapLink).toHaveAttribute('href', venue.map.linkUrl);
    await expect(mapLink).toHaveAttribute('target', '_blank');

    await page.getByRole('button', {name: tr('es', 'Venue', 'map.load')}).click();
    await expect(page.locator(`iframe[title="${tr('es', 'Venue', 'map.frameTitle')}"]`)).toHaveAttribute('src', venue.map.embedUrl);
    expect(requested.every((url) => url.includes('google.com/maps'))).toBe(true);

    await page.getByRole('button', {name: tr('es', 'Venue', 'video.load')}).click();
    await expect(page.locator(`iframe[title="${tr('es', 'Venue', 'video.frameTitle')}"]`)).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\//,
    );
    await expect(page.locator('iframe')).toHaveCount(2);
  });
});

test.describe('video and map facades', () => {
  const facades = [
    {page: 'venue', count: 2},
    {page: 'hostCity', count: 1},
  ] as const;
  for (const locale of locales) {
    test(`${locale}: one short privacy note per facade, in one wording, over a drawn panel until a still is added`, async ({page}) => {
      for (const {page: key, count} of facades) {
        await page.goto(href(key, locale));
        const main = page.getByRole('main');
        await expect(main.locator('[data-facade]')).toHaveCount(count);
        const youtube = main.getByText(tr(locale, 'Shell', 'embedNote.youtube'), {exact: true});
        const maps = main.getByText(tr(locale, 'Shell', 'embedNote.maps'), {exact: true});
        await expect(youtube).toHaveCount(1);
        await expect(maps).toHaveCount(key === 'venue' ? 1 : 0);
        // No still has been sent: each facade shows the site's drawn panel, no picture.
        const stills = key === 'venue' ? [venue.video.poster, venue.map.poster] : [hostCity.video.poster];
        for (const still of stills) {
          if (existsSync(join('public', still))) continue;
          await expect(main.locator(`[data-placeholder="${still}"]`)).toHaveCount(1);
          await expect(main.locator(`[data-placeholder="${still}"] img`)).toHaveCount(0);
        }
      }
    });
  }
});

test.describe('hotels', () => {
  for (const locale of locales) {
    test(`${locale}: lists every hotel with its stars, rates and links`, async ({page}) => {
      await page.clock.install({time: whileRegistrationOpen});
      await page.goto(href('hotels', locale));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(pageTitle('hotels', locale));
      const available = page.locator('#available');
      const soon = page.locator('#coming-soon');
      await expect(available.getByRole('heading', {level: 2})).toHaveAccessibleName(tr(locale, 'Hotels', 'available.title'));
      await expect(available.getByRole('article')).toHaveCount(availableHotels().length);
      // The "coming soon" section shows only while a hotel lacks its link (the specification gives every hotel one).
      if (comingSoonHotels().length === 0) await expect(soon).toHaveCount(0);
      else {
        await expect(soon.getByRole('heading', {level: 2})).toHaveText(tr(locale, 'Hotels', 'comingSoon.title'));
        await expect(soon.getByRole('article')).toHaveCount(comingSoonHotels().length);
      }

      for (const hotel of hotels) {
        const card = page.getByRole('article', {name: hotel.name});
        await expect(card.getByText(tr(locale, 'Hotels', 'card.stars', {count: hotel.stars}))).toBeAttached();
        const rates = card.locator('dd');
        await expect(rates).toHaveCount(hotel.rooms.length);
        for (const [index, room] of hotel.rooms.entries()) {
          await expect(rates.nth(index)).toContainText(tr(locale, 'Hotels', 'card.rate', {amount: room.nightlyRateUsd}));
          await expect(card.locator('dt').nth(index)).toHaveText(tr(locale, 'Hotels', `roomTypes.${room.type}`));
        }
        if (hotel.reservationUrl) {
          const reserve = card.getByRole('link', {
            name: new RegExp(plain(locale, 'Hotels', 'card.reserve', {hotel: hotel.name}, ['hidden'])),
          });
          await expect(reserve).toHaveAttribute('href', hotel.reservationUrl);
        } else {
          await expect(card.getByRole('button', {name: tr(locale, 'Hotels', 'card.comingSoon')})).toBeDisabled();
        }
        await expect(
          card.getByRole('link', {name: new RegExp(plain(locale, 'Hotels', 'card.location', {hotel: hotel.name}, ['hidden']))}),
        ).toHaveAttribute('href', hotel.locationUrl);
      }

      const main = page.getByRole('main');
      await expect(main).toContainText(tr(locale, 'Hotels', 'highlights.breakfast'));
      await expect(main).toContainText(tr(locale, 'Hotels', 'highlights.tax', {percent: hotelBooking.taxPercent}));
      await expect(main.getByRole('link', {name: hotelBooking.groupEmail})).toHaveAttribute('href', `mailto:${hotelBooking.groupEmail}`);
    });
  }

  test('Hilton Panamá shows 165 and 215 a night', async ({page}) => {
    await page.goto(href('hotels', 'en'));
    const card = page.getByRole('article', {name: 'Hilton Panamá'});
    await expect(card).toContainText('US$165');
    await expect(card).toContainText('US$215');
  });

  // The fake clock flows with real time after install(); pausing it makes every tick explicit, so
  // a wrong interval or a missing pause fails instead of being rescued by the expect timeout.
  const start = new Date('2026-03-02T09:00:00-05:00');

  test('the photos rotate every 3 s and pause on hover and focus', async ({page}) => {
    await page.clock.install({time: start});
    await page.goto(href('hotels', 'es'));
    const carousel = page.getByRole('group', {name: tr('es', 'Hotels', 'card.carousel', {hotel: hotels[0].name})});
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    await page.clock.pauseAt(new Date(start.getTime() + 3_600_000));
    const shown = carousel.getByRole('img');
    const alt = (n: number) => slotName('es', hotels[0], n);

    // Hovering pauses it: no change however long the visitor stays.
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    const first = Number(await carousel.getAttribute('data-active'));
    const other = String(1 - first);
    await page.clock.runFor(9000);
    await expect(carousel).toHaveAttribute('data-active', String(first));
    await expect(shown).toHaveAccessibleName(alt(first + 1));

    // Leaving it restarts a full 3 s period.
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    await page.clock.runFor(2900);
    await expect(carousel).toHaveAttribute('data-active', String(first));
    await page.clock.runFor(200);
    await expect(carousel).toHaveAttribute('data-active', other);
    await expect(shown).toHaveAccessibleName(alt(Number(other) + 1));
    await page.clock.runFor(3000);
    await expect(carousel).toHaveAttribute('data-active', String(first));

    // Keyboard focus inside pauses it too; the dots choose a photo.
    await carousel.getByRole('button', {name: tr('es', 'Hotels', 'card.photo', {n: 2, total: 2})}).focus();
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await page.keyboard.press('Enter');
    await expect(carousel).toHaveAttribute('data-active', '1');
    await page.clock.runFor(9000);
    await expect(carousel).toHaveAttribute('data-active', '1');

    // The pause button stops it for good, even after focus and pointer leave.
    await carousel.getByRole('button', {name: tr('es', 'Hotels', 'card.pause')}).click();
    await expect(carousel.getByRole('button', {name: tr('es', 'Hotels', 'card.play')})).toBeVisible();
    await page.mouse.move(0, 0);
    await page.getByRole('heading', {level: 1}).click();
    await page.clock.runFor(9000);
    await expect(carousel).toHaveAttribute('data-active', '1');
  });

  test('only the carousels on screen move', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 720});
    await page.goto(href('hotels', 'en'));
    const carousels = page.locator('[aria-roledescription="carousel"]');
    await expect(carousels).toHaveCount(hotels.length);
    const [first, last] = [carousels.first(), carousels.last()];
    await expect(first).toHaveAttribute('data-hydrated', 'true');
    // At the top of the page no card is on screen yet: nothing moves.
    await expect(page.locator('[data-rotating="true"]')).toHaveCount(0);
    await first.scrollIntoViewIfNeeded();
    await expect(first).toHaveAttribute('data-rotating', 'true');
    await expect(last).toHaveAttribute('data-rotating', 'false');
    // A row of three at most is on screen at a time.
    expect(await page.locator('[data-rotating="true"]').count()).toBeLessThanOrEqual(3);
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-rotating', 'true');
    await expect(first).toHaveAttribute('data-rotating', 'false');
  });

  for (const locale of locales) {
    test(`${locale}: a slot without its photo says so, in words and to screen readers, and shows no made-up picture`, async ({page}) => {
      await page.goto(href('hotels', locale));
      for (const hotel of hotels) {
        const card = page.getByRole('article', {name: hotel.name});
        for (const [index, image] of hotel.images.entries()) {
          const slot = card.locator(`[data-placeholder="${image.src}"]`);
          if (existsSync(join('public', image.src))) {
            await expect(slot).toHaveCount(0);
            await expect(card.locator(`img[src="${image.src}"]`)).toHaveAttribute('alt', slotName(locale, hotel, index + 1));
          } else {
            // The slide not shown is hidden from assistive technology: its name is read off the attribute.
            await expect(slot).toHaveAttribute('role', 'img');
            await expect(slot).toHaveAttribute('aria-label', slotName(locale, hotel, index + 1));
            await expect(slot).toContainText(tr(locale, 'Hotels', 'card.placeholder', {subject: image.subject}));
            await expect(slot.locator('img')).toHaveCount(0);
          }
        }
      }
    });
  }

  test('the photos stay still under prefers-reduced-motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.clock.install({time: start});
    await page.goto(href('hotels', 'pt'));
    const carousel = page.getByRole('group', {name: tr('pt', 'Hotels', 'card.carousel', {hotel: hotels[0].name})});
    await expect(carousel).toHaveAttribute('data-hydrated', 'true');
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await page.clock.pauseAt(new Date(start.getTime() + 3_600_000));
    await page.clock.runFor(10_000);
    await expect(carousel).toHaveAttribute('data-active', '0');
    await carousel.getByRole('button', {name: tr('pt', 'Hotels', 'card.photo', {n: 2, total: 2})}).click();
    await expect(carousel).toHaveAttribute('data-active', '1');
  });
});

test.describe('official airline', () => {
  for (const locale of locales) {
    test(`${locale}: states the discount, the code, the validity and links to the booking page`, async ({page}) => {
      await page.clock.install({time: whileRegistrationOpen});
      await page.goto(href('airline', locale));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(pageTitle('airline', locale));
      const main = page.getByRole('main');
      await expect(main).toContainText(tr(locale, 'Airline', 'benefit.upTo', {percent: 15}));
      const classes = new Intl.ListFormat(locale === 'pt' ? 'pt-BR' : locale, {type: 'conjunction'}).format(['A', 'D', 'R']);
      await expect(main).toContainText(tr(locale, 'Airline', 'benefit.body', {classes}));
      await expect(main.getByText(airlineDiscount.code, {exact: true})).toBeVisible();
      await expect(main.locator('time[datetime="2026-04-19"]')).toBeVisible();
      await expect(main.locator('time[datetime="2026-05-08"]')).toBeVisible();
      for (const step of [1, 2, 3]) {
        await expect(page.getByRole('heading', {level: 3, name: tr(locale, 'Airline', `howTo.step${step}Title`)})).toBeVisible();
      }
      const cta = page.getByRole('link', {name: new RegExp(tr(locale, 'Airline', 'booking.button'))});
      await expect(cta).toHaveAttribute('href', airlineBookingUrl({locale}));
      await expect(cta).toHaveAttribute('target', '_blank');
      await expect(main).toContainText(tr(locale, 'Airline', 'booking.redirect', {code: 'C9562'}));
    });
  }

  test('the copy button puts the code on the clipboard and says so', async ({page, context}) => {
    await page.clock.install({time: whileRegistrationOpen});
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(href('airline', 'en'));
    await page.getByRole('button', {name: tr('en', 'Airline', 'code.copy')}).click();
    const toast = page.getByRole('status').filter({hasText: 'Code copied!'});
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(tr('en', 'Airline', 'code.copiedDescription', {code: 'C9562'}));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('C9562');
  });

  test('the copy button explains when the clipboard is refused', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))},
      });
    });
    await page.clock.install({time: whileRegistrationOpen});
    await page.goto(href('airline', 'es'));
    await page.getByRole('button', {name: tr('es', 'Airline', 'code.copy')}).click();
    const toast = page.getByRole('status').filter({hasText: tr('es', 'Airline', 'code.failedTitle')});
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('C9562');
  });
});

test.describe('all four pages', () => {
  for (const key of pages) {
    for (const locale of locales) {
      test(`${key} (${locale}): external links open in a new tab; no serious axe violations`, async ({page}) => {
        await stubEmbeds(page);
        await page.goto(href(key, locale));
        const external = page.getByRole('main').locator('a[href^="http"]');
        expect(await external.count()).toBeGreaterThan(0);
        for (const link of await external.all()) {
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
        const results = await new AxeBuilder({page}).analyze();
        const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      });
    }

    test(`${key}: no layout shift while loading and scrolling, on a phone`, async ({page}) => {
      await page.setViewportSize({width: 360, height: 740});
      await page.addInitScript(() => {
        (window as unknown as {__shift: number}).__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{value: number; hadRecentInput: boolean}>) {
            if (!entry.hadRecentInput) (window as unknown as {__shift: number}).__shift += entry.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      await page.goto(href(key, 'es'), {waitUntil: 'networkidle'});
      for (let y = 0; y < 6; y++) {
        await page.mouse.wheel(0, 700);
        await page.waitForTimeout(150);
      }
      const shift = await page.evaluate(() => (window as unknown as {__shift: number}).__shift);
      expect(shift).toBeLessThan(0.01);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
