import {expect, test} from './fixtures';
import {message} from './helpers';

// The production path's one exchange: the exported page on nginx talks to the assistant's Deno
// edge function, which nginx proxies at the same origin (scripts/serve-static.mjs). The widget's
// own behaviour is tested against npm start's server by the assistant's specs.
test('the exported page holds a streamed conversation with the assistant behind the static host', async ({page}) => {
  const problems: string[] = [];
  page.on('console', (entry) => entry.type() === 'error' && problems.push(entry.text()));
  await page.goto('/en');
  await page.getByRole('button', {name: message('en', 'Rhia.launcher.label')}).click();
  const input = page.getByRole('textbox', {name: message('en', 'Rhia.panel.inputLabel')});
  await input.fill('What is the discount code of the official airline?');
  const reply = page.waitForResponse(
    (response) => response.url().endsWith('/functions/v1/rhia-chat') && response.request().method() === 'POST',
  );
  await input.press('Enter');
  const response = await reply;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/event-stream');
  // The figure comes from the function's reply, streamed into the panel (the home page lacks it).
  await expect(page.getByRole('dialog', {name: message('en', 'Rhia.panel.title')})).toContainText('C9562', {timeout: 15_000});
  expect(problems).toEqual([]);
});
