import {expect, test, type Page} from './fixtures';
import {message} from './helpers';

// Each language has one root layout, so moving between its pages keeps the shell mounted: the
// header is the same element, and the assistant keeps its open panel, a typed draft and a reply
// still streaming. Written from the visitor's side: type, click a menu link, look again.
const endpoint = '**/functions/v1/rhia-chat';

async function openAssistant(page: Page) {
  await page.getByRole('button', {name: message('en', 'Rhia.launcher.label')}).click();
  return page.getByRole('textbox', {name: message('en', 'Rhia.panel.inputLabel')});
}

const mainNav = (page: Page) => page.getByRole('navigation', {name: message('en', 'Shell.nav.mainLabel')});

/** Hotels, through the header's first dropdown (its left end, clear of the open chat panel). */
async function goToHotels(page: Page) {
  await mainNav(page)
    .getByRole('button', {name: message('en', 'Shell.nav.general')})
    .click();
  await mainNav(page)
    .getByRole('link', {name: message('en', 'Shell.pages.hotels')})
    .click();
  await expect(page).toHaveURL('/en/hotels');
}

test('a draft, the open panel and the header survive a click on a menu link', async ({page}) => {
  await page.goto('/en');
  await page.getByRole('banner').evaluate((header) => header.setAttribute('data-mounted-on', location.pathname));
  const box = await openAssistant(page);
  await box.fill('Is there a discount for residents');
  await goToHotels(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(message('en', 'Hotels.title'));
  // The same header element (the attribute set on the first page is still there), not a new one.
  await expect(page.getByRole('banner')).toHaveAttribute('data-mounted-on', '/en');
  await expect(page.getByRole('dialog', {name: message('en', 'Rhia.panel.title')})).toBeVisible();
  await expect(box).toHaveValue('Is there a discount for residents');
  // The page-dependent parts of the header followed: the current item and the language links.
  await mainNav(page)
    .getByRole('button', {name: message('en', 'Shell.nav.general')})
    .click();
  await expect(mainNav(page).getByRole('link', {name: message('en', 'Shell.pages.hotels')})).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', {name: message('en', 'Shell.languages.pt')}).first()).toHaveAttribute('href', '/pt-br/hoteis');
});

test('a reply streaming while the visitor clicks to another page completes there', async ({page}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(endpoint, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en');
  const box = await openAssistant(page);
  await box.fill('What is the discount code of the official airline?');
  await box.press('Enter');
  await expect(page.getByTestId('rhia-typing')).toBeVisible();
  await goToHotels(page);
  release();
  await expect(page.getByRole('dialog', {name: message('en', 'Rhia.panel.title')})).toContainText('C9562');
});

test('switching language is a full page load into the other language’s document', async ({page}) => {
  await page.goto('/en/hotels');
  await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
  await page
    .getByRole('link', {name: message('en', 'Shell.languages.es')})
    .first()
    .click();
  await expect(page).toHaveURL('/hoteles');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBeUndefined();
});
