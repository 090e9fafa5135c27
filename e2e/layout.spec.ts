import {expect, test} from './fixtures';
import {whileRegistrationOpen} from './helpers';

// One content column: on the home page the logo, the hero, the countdown band, the section
// headings, the calendar block and the footer start at the same left edge at each width.
for (const width of [390, 768, 1440]) {
  test(`home at ${width} px: one left edge for the header, every band and the footer`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    await page.clock.install({time: whileRegistrationOpen});
    await page.goto('/en');
    const edges = await page.evaluate(() => {
      const left = (selector: string) => {
        const element = document.querySelector(selector);
        return element ? Math.round(element.getBoundingClientRect().left) : null;
      };
      return {
        logo: left('body > div header a, header a'),
        hero: left('main header h1'),
        countdown: left('[data-countdown]'),
        quickLinks: left('#quick-links h2'),
        figures: left('#figures h2'),
        calendar: left('main .add-to-calendar h2'),
        footer: left('footer h2, footer p'),
      };
    });
    const values = Object.values(edges);
    expect(
      values.every((value) => value !== null),
      JSON.stringify(edges),
    ).toBe(true);
    expect(new Set(values).size, JSON.stringify(edges)).toBe(1);
  });
}
