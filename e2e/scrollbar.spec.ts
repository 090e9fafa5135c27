import {expect, test} from './fixtures';
import {launchOptions} from '../playwright.config';

// Desktop browsers draw a classic scrollbar that takes width from the page (Playwright hides it by
// default). A first frame painted before the parser reached the end of the body is shorter than the
// window and has no scrollbar; when the rest arrives the scrollbar appears and everything centred
// moves sideways by half its width (Lighthouse desktop: CLS 0.006, culprit the header's row). The
// gutter is reserved from the start, so the page is as wide before it scrolls as after.
test.use({launchOptions: {...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars']}, viewport: {width: 1350, height: 940}});

test('the header does not move sideways when the page grows taller than the window', async ({page}) => {
  await page.goto('/pt-br/taxas-de-inscricao');
  const measure = () =>
    page.evaluate(() => ({
      scrollbar: window.innerWidth - document.documentElement.clientWidth,
      width: document.body.getBoundingClientRect().width,
      row: document.querySelector('header > div')!.getBoundingClientRect().left,
      scrolls: document.documentElement.scrollHeight > window.innerHeight,
    }));
  const tall = await measure();
  // The precondition, or the test proves nothing: this browser draws a scrollbar that takes room.
  expect(tall.scrolls).toBe(true);
  expect(tall.scrollbar).toBeGreaterThan(0);
  // The page as a partly parsed first frame has it: the header and no more than the window holds.
  await page.addStyleTag({content: 'main, footer { display: none !important; }'});
  const short = await measure();
  expect(short.scrolls).toBe(false);
  // (documentElement.clientWidth counts the whole window once no scrollbar is drawn, gutter or
  // not, so the layout itself is compared.)
  expect(short.width).toBe(tall.width);
  expect(short.row).toBe(tall.row);
});
