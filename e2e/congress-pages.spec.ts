import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from './fixtures';
import AxeBuilder from '@axe-core/playwright';
import {href} from '../lib/routes/paths';
import {locales} from '../i18n/locales';
import {congressOpensAt, headlineFigures} from '../content/congress';
import {links} from '../content/links';
import {site} from '../content/site';
import {executiveCommittee, filledSlots, organizingCommittee} from '../content/people';
import {certificatePortals, courseCertificate} from '../content/certificates';
import {fileNameOf, logoFiles} from '../content/brand';
import {generalTopics, latestIn} from '../content/program';
import {message, pageTitle, text, whileRegistrationOpen} from './helpers';

const T = congressOpensAt().toMillis();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The four boxes of the countdown as text. */
async function countdownValues(page: Page) {
  const timer = page.getByRole('timer');
  return Promise.all(
    ['days', 'hours', 'minutes', 'seconds'].map((unit) => timer.locator(`[data-unit="${unit}"] [data-value]`).innerText()),
  );
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({page}).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('home', () => {
  for (const locale of locales) {
    test(`${locale}: hero, quick links, figures, reasons, welcome and presidents`, async ({page}) => {
      await page.clock.install({time: whileRegistrationOpen});
      await page.goto(href('home', locale));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(message(locale, 'Home.title'));
      await expect(page.getByText(message(locale, 'Home.hero.eyebrow'))).toBeVisible();

      const quick = page.locator('#quick-links');
      for (const [key, target] of [
        ['fees', href('fees', locale)],
        ['program', href('program', locale)],
        ['abstracts', href('abstracts', locale)],
        ['sponsorship', href('sponsorship', locale)],
      ] as const) {
        const card = quick.getByRole('link', {name: new RegExp(message(locale, `Home.quickLinks.${key}.title`).replace(/[()]/g, '\\$&'))});
        await expect(card).toHaveAttribute('href', target);
        await expect(card).toContainText(message(locale, `Home.quickLinks.${key}.description`));
      }
      await expect(quick.getByRole('link').nth(2)).toHaveAttribute(
        'href',
        `${locale === 'es' ? '' : locale === 'en' ? '/en' : '/pt-br'}/trabajos-cientificos`,
      );

      const figures = page.locator('#figures');
      for (const key of ['participants', 'sessions', 'works'] as const) {
        const value = text(locale, `Home.figures.${key}.value`, {count: headlineFigures[key]});
        await expect(figures.locator(`[data-figure="${key}"]`)).toContainText(value);
        await expect(figures.locator(`[data-figure="${key}"]`)).toContainText(message(locale, `Home.figures.${key}.label`));
      }
      await expect(figures.locator('[data-figure="networking"]')).toContainText(message(locale, 'Home.figures.networking.value'));

      for (const key of ['science', 'network', 'research', 'panama']) {
        await expect(page.getByRole('heading', {level: 3, name: message(locale, `Home.reasons.${key}.title`)})).toBeVisible();
      }
      await expect(page.getByRole('heading', {name: message(locale, 'Home.reserve.title')})).toBeVisible();
      await expect(page.getByRole('link', {name: message(locale, 'Home.reserve.hotels')})).toHaveAttribute('href', href('hotels', locale));

      const welcome = page.locator('#welcome');
      await expect(welcome.getByRole('link', {name: message(locale, 'Home.welcome.letter')})).toHaveAttribute(
        'href',
        href('welcome', locale),
      );
      await expect(welcome.locator('[data-person]')).toHaveCount(2);
      await expect(welcome).toContainText(message(locale, 'People.roles.leaguePresident'));
      await expect(welcome).toContainText(message(locale, 'People.roles.congressPresident'));
    });
  }

  test('the hero register button opens the registration portal in a new tab', async ({page}) => {
    await page.clock.install({time: whileRegistrationOpen});
    await page.goto('/en');
    const register = page.getByRole('banner').getByRole('link', {name: new RegExp(`^${message('en', 'Home.hero.register')}`)});
    await expect(register).toHaveAttribute('href', links.registration);
    await expect(register).toHaveAttribute('target', '_blank');
    await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('countdown', () => {
  test('counts down to 27 April 2026 08:00 Panama time, exactly, and ticks every second', async ({page}) => {
    const left = 3 * DAY + 4 * HOUR + 5 * MINUTE + 6 * SECOND;
    await page.clock.install({time: T - left - MINUTE});
    await page.goto('/');
    await page.clock.pauseAt(T - left);
    await expect.poll(() => countdownValues(page)).toEqual(['03', '04', '05', '06']);
    await page.clock.runFor(SECOND);
    await expect.poll(() => countdownValues(page)).toEqual(['03', '04', '05', '05']);
    await page.clock.runFor(6 * SECOND);
    await expect.poll(() => countdownValues(page)).toEqual(['03', '04', '04', '59']);
    await expect(page.getByRole('timer')).toHaveAccessibleName(message('es', 'Countdown.timerLabel'));
    await expect(page.getByRole('region', {name: message('es', 'Countdown.title')})).toBeVisible();
  });

  test('a browser in Tokyo counts to the same instant', async ({browser}) => {
    const context = await browser.newContext({timezoneId: 'Asia/Tokyo', locale: 'ja-JP'});
    const page = await context.newPage();
    await page.clock.install({time: T - 2 * HOUR - MINUTE});
    await page.goto('/en');
    await page.clock.pauseAt(T - 2 * HOUR);
    await expect.poll(() => countdownValues(page)).toEqual(['00', '02', '00', '00']);
    await context.close();
  });

  test('reaching zero shows the running state instead of negative numbers, and stops', async ({page}) => {
    await page.clock.install({time: T - 3 * SECOND - MINUTE});
    await page.goto('/pt-br');
    await page.clock.pauseAt(T - 3 * SECOND);
    await expect.poll(() => countdownValues(page)).toEqual(['00', '00', '00', '03']);
    await page.clock.runFor(3 * SECOND);
    await expect(page.getByText(message('pt', 'Countdown.running'))).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('region', {name: message('pt', 'Countdown.titleRunning')})).toBeVisible();
    await page.clock.runFor(10 * SECOND);
    await expect(page.getByRole('timer')).toHaveCount(0);
  });

  test('after the congress the band is gone: the hero alone says it took place, once', async ({page}) => {
    await page.clock.install({time: Date.UTC(2026, 4, 10, 12)});
    await page.goto('/en');
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.locator('[data-countdown]')).toBeHidden();
    await expect(page.getByRole('heading', {name: message('en', 'Countdown.title')})).toHaveCount(0);
    await expect(page.getByRole('main').getByText(/Thank you/)).toHaveCount(1);
    await expect(page.getByRole('main').getByText(/Thank you/)).toBeVisible();
  });

  test('the call-to-action appears only from 22 October 2025, Panama time', async ({page}) => {
    const midnight = Date.UTC(2025, 9, 22, 5, 0, 0); // 22 Oct 2025 00:00 in Panama (UTC-5)
    await page.clock.install({time: midnight - 10 * SECOND});
    await page.goto('/');
    const cta = page.locator('[data-countdown]').getByRole('link', {name: new RegExp(`^${message('es', 'Countdown.cta')}`)});
    await expect(page.getByRole('timer')).toBeVisible();
    await expect.poll(() => countdownValues(page).then((values) => values[3])).not.toBe('--');
    await expect(cta).toHaveCount(0);
    await page.clock.runFor(15 * SECOND);
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute('href', links.registration);
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('hydrating the countdown does not move the page', async ({page}) => {
    await page.clock.install({time: T - 40 * DAY - HOUR});
    await page.addInitScript(() => {
      (window as unknown as {shift: number}).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{value: number; hadRecentInput: boolean}>) {
          if (!entry.hadRecentInput) (window as unknown as {shift: number}).shift += entry.value;
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto('/');
    await expect.poll(() => countdownValues(page).then((values) => values[0])).toBe('40');
    await page.clock.runFor(2 * SECOND);
    expect(await page.evaluate(() => (window as unknown as {shift: number}).shift)).toBeLessThan(0.01);
  });

  test('respects reduced motion', async ({page}) => {
    await page.clock.install({time: T - 5 * DAY});
    await page.goto('/');
    const dot = page.locator('[data-live-dot]');
    expect(await dot.evaluate((element) => getComputedStyle(element).animationName)).toBe('ping');
    await page.emulateMedia({reducedMotion: 'reduce'});
    expect(await dot.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });
});

test.describe('welcome', () => {
  test('loads the video player only after a click; letter and presidents', async ({page}) => {
    const requests: string[] = [];
    await page.route(/youtube(-nocookie)?\.com/, (route) => {
      requests.push(route.request().url());
      return route.fulfill({status: 200, contentType: 'text/html', body: '<title>player</title>'});
    });
    await page.goto('/en/bienvenidos');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(pageTitle('welcome', 'en'));
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(requests).toEqual([]);
    await page.getByRole('button', {name: message('en', 'Welcome.video.play')}).click();
    const player = page.locator(`iframe[title="${message('en', 'Welcome.video.frameTitle')}"]`);
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=1/);
    await expect(page.getByRole('heading', {name: message('en', 'Welcome.letter.title')})).toBeVisible();
    await expect(page.getByText(message('en', 'Welcome.letter.salutation'))).toBeVisible();
    await expect(page.locator('#presidents [data-person]')).toHaveCount(2);
  });
});

test.describe('committees', () => {
  for (const path of ['/comite', '/comite-2026']) {
    test(`${path} shows both committees with only the named slots`, async ({page}) => {
      await page.goto(path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(pageTitle('committees', 'es'));
      for (const [id, members] of [
        ['executive', executiveCommittee],
        ['organizing', organizingCommittee],
      ] as const) {
        const section = page.locator(`#${id}`);
        await expect(section.getByRole('heading', {level: 2})).toHaveText(message('es', `Committees.${id}.title`));
        const named = filledSlots(members);
        await expect(section.locator('[data-person]')).toHaveCount(named.length);
        if (named.length === 0) await expect(section).toContainText(message('es', 'People.empty'));
      }
    });
  }
});

test('about: description, website, vision, mission, five pillars, three objectives', async ({page}) => {
  await page.goto('/pt-br/acerca-de-panlar');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(pageTitle('about', 'pt'));
  const website = page.getByRole('link', {name: new RegExp(message('pt', 'About.who.website'))});
  await expect(website).toHaveAttribute('href', links.panlarWebsite);
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('heading', {name: message('pt', 'About.vision.title'), exact: true})).toBeVisible();
  await expect(page.getByRole('heading', {name: message('pt', 'About.mission.title'), exact: true})).toBeVisible();
  await expect(page.locator('#pillars li')).toHaveCount(5);
  await expect(page.locator('#impact li')).toHaveCount(3);
  await expect(page.locator('#who')).toContainText('1944');
});

test.describe('brand resources', () => {
  test('lists four logo files, the coming-soon items and six rules', async ({page}) => {
    await page.goto('/recursos-de-marca');
    await expect(page.locator('[data-logo]')).toHaveCount(4);
    for (const file of logoFiles) {
      await expect(
        page.getByRole('button', {
          name: text('es', 'Brand.logos.downloadLabel', {name: message('es', `Brand.logos.${file.key}.name`)}),
        }),
      ).toBeEnabled();
    }
    await expect(page.getByRole('button', {name: message('es', 'Brand.template.download')})).toBeDisabled();
    await expect(page.getByRole('button', {name: message('es', 'Brand.manual.download')})).toBeDisabled();
    await expect(page.locator('[data-social]')).toHaveCount(4);
    await expect(page.locator('[data-social]').getByRole('button')).toHaveCount(4);
    for (const item of await page.locator('[data-social]').getByRole('button').all()) {
      await expect(item).toBeDisabled();
      await expect(item).toContainText(message('es', 'Brand.comingSoon'));
    }
    await expect(page.locator('[data-social="linkedinBanner"]')).toContainText('1584 × 396 px');
    await expect(page.locator('#rules li')).toHaveCount(6);
    await expect(page.locator('#rules').getByRole('link', {name: site.contactEmail})).toHaveAttribute(
      'href',
      `mailto:${site.contactEmail}`,
    );
    await expect(page.getByText(message('es', 'Brand.logos.pdfNote'))).toBeVisible();
  });

  for (const [locale, key] of [
    ['es', 'pngColor'],
    ['pt', 'ai'],
  ] as const) {
    test(`${locale}: downloads the ${key} file under its own name and confirms with a toast`, async ({page}) => {
      const file = logoFiles.find((entry) => entry.key === key)!;
      await page.goto(href('brand', locale));
      const downloading = page.waitForEvent('download');
      await page
        .getByRole('button', {
          name: text(locale, 'Brand.logos.downloadLabel', {name: message(locale, `Brand.logos.${key}.name`)}),
        })
        .click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(fileNameOf(file.path));
      const saved = await download.path();
      const original = path.join(__dirname, '..', 'public', file.path);
      expect(statSync(saved).size).toBe(statSync(original).size);
      expect(readFileSync(saved).subarray(0, 4).toString('latin1')).toBe(key === 'ai' ? '%PDF' : '\x89PNG');
      await expect(page.getByRole('status').filter({hasText: message(locale, 'Brand.logos.started')})).toBeVisible();
    });
  }

  test('a failed download (500) shows the failure toast and logs the error', async ({page}) => {
    const errors: string[] = [];
    page.on('console', (entry) => entry.type() === 'error' && errors.push(entry.text()));
    await page.route('**/brand/panlar-2026-logo-black.png', (route) => route.fulfill({status: 500, body: 'boom'}));
    await page.goto('/en/brand-resources');
    await page.getByRole('button', {name: `Download ${message('en', 'Brand.logos.pngBlack.name')}`}).click();
    await expect(page.getByRole('status').filter({hasText: message('en', 'Brand.logos.failed')})).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: message('en', 'Brand.logos.started')})).toHaveCount(0);
    expect(errors.some((text) => text.includes('500'))).toBe(true);
  });

  test('a network error shows the failure toast too', async ({page}) => {
    await page.route('**/brand/panlar-2026-logo-white.png', (route) => route.abort('failed'));
    await page.goto('/recursos-de-marca');
    await page
      .getByRole('button', {name: text('es', 'Brand.logos.downloadLabel', {name: message('es', 'Brand.logos.pngWhite.name')})})
      .click();
    await expect(page.getByRole('status').filter({hasText: message('es', 'Brand.logos.failed')})).toBeVisible();
  });
});

test('certificates 2025: four cards, each opening its portal in a new tab', async ({page}) => {
  await page.goto('/certificados-2025');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(pageTitle('certificates', 'es'));
  await expect(page.getByText(message('es', 'Certificates.howTo'))).toBeVisible();
  await expect(page.getByText(text('es', 'Certificates.event', {city: message('es', 'Certificates.city')}))).toBeVisible();
  for (const portal of [...certificatePortals, courseCertificate]) {
    const card = page.locator(`[data-certificate="${portal.key}"]`);
    await expect(card.getByRole('heading')).toHaveText(message('es', `Certificates.${portal.key}.title`));
    const link = card.getByRole('link');
    await expect(link).toHaveAttribute('href', portal.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test.describe('faq', () => {
  test('one question open at a time, and the open one closes again', async ({page}) => {
    await page.goto('/en/faqs');
    const keys = ['datePlace', 'register', 'abstractDeadline', 'earlyDiscounts'];
    const buttons = keys.map((key) => page.getByRole('button', {name: message('en', `Faq.${key}.question`)}));
    for (const button of buttons) await expect(button).toHaveAttribute('aria-expanded', 'false');

    await buttons[0].click();
    await expect(buttons[0]).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('From April 27 to April 30, 2026, in Panama City, Panama.')).toBeVisible();

    await buttons[2].click();
    await expect(buttons[2]).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('From April 27')).toBeHidden();
    // The same deadline as the abstracts page (content/abstracts.ts), not "will be announced".
    await expect(page.getByText('December 29, 2025, at 6:00 PM Panama time, with no extension.')).toBeVisible();

    await buttons[2].click();
    for (const button of buttons) await expect(button).toHaveAttribute('aria-expanded', 'false');

    await buttons[1].focus();
    await page.keyboard.press('Enter');
    await expect(buttons[1]).toHaveAttribute('aria-expanded', 'true');
    const portal = page.getByRole('link', {name: /registration portal/});
    await expect(portal).toHaveAttribute('href', links.registration);
    await expect(portal).toHaveAttribute('target', '_blank');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('ends with the contact e-mail', async ({page}) => {
    await page.goto('/faqs');
    await expect(page.locator('#main').getByRole('link', {name: site.contactEmail})).toHaveAttribute('href', `mailto:${site.contactEmail}`);
  });
});

test.describe('scientific program', () => {
  for (const locale of locales) {
    test(`${locale}: general topics, the fourteen "latest in" areas and workshops`, async ({page}) => {
      await page.goto(href('program', locale));
      const topics = page.locator('[data-list="topics"] > li');
      await expect(topics).toHaveCount(generalTopics.length);
      await expect(topics.first()).toContainText(message(locale, 'Program.topics.controversies'));
      await expect(topics.first().locator('li')).toHaveText(
        generalTopics[0].subtopics!.map((key) => message(locale, `Program.topics.${key}`)),
      );
      for (const [index, topic] of generalTopics.slice(1).entries()) {
        await expect(topics.nth(index + 1)).toHaveText(message(locale, `Program.topics.${topic.key}`));
      }
      await expect(page.locator('[data-list="latest"] > li')).toHaveText(latestIn.map((key) => message(locale, `Program.latest.${key}`)));
      await expect(page.getByRole('heading', {name: message(locale, 'Program.latest.title')})).toBeVisible();
      await expect(page.locator('#workshops')).toContainText(message(locale, 'Program.workshops.text'));
      await expect(page.getByText(message(locale, 'Program.viewOnline'))).toHaveCount(0);
      await expect(page.getByText(message(locale, 'Program.download'))).toHaveCount(0);
    });
  }
});

test.describe('on a 360 px phone', () => {
  test.use({viewport: {width: 360, height: 740}});
  for (const key of ['home', 'welcome', 'committees', 'about', 'brand', 'certificates', 'faq', 'program'] as const) {
    for (const locale of locales) {
      test(`${key} (${locale}) does not overflow sideways`, async ({page}) => {
        await page.goto(href(key, locale));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }
});

test.describe('accessibility of the interactive states', () => {
  test('home with the ticking countdown', async ({page}) => {
    await page.clock.install({time: T - 30 * DAY - HOUR});
    await page.goto('/');
    await expect.poll(() => countdownValues(page).then((values) => values[0])).toBe('30');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('brand page with a toast', async ({page}) => {
    await page.goto('/en/brand-resources');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', {name: `Download ${message('en', 'Brand.logos.pngWhite.name')}`}).click();
    await downloading;
    await expect(page.getByRole('status').filter({hasText: message('en', 'Brand.logos.started')})).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const key of ['welcome', 'committees', 'about', 'certificates', 'program'] as const) {
    test(`${key} (pt)`, async ({page}) => {
      await page.goto(href(key, 'pt'));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
