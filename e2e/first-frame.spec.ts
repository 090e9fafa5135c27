import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {expect, test} from './fixtures';

// The HTML of a page reaches a browser in pieces. A frame painted between two of them showed half a
// header, and the right-aligned menu then grew leftwards (Lighthouse desktop: CLS 0.018). The head's
// `<link rel="expect" href="#main" blocking="render">` holds every frame until the main content is
// parsed. Here a proxy in front of the server sends a page in two parts with a pause in the middle
// of the header's menu, and the page's first frame must already have the whole menu.
const pause = 600;
type Measured = {firstFrameMenu?: number; shifts: number};
let proxy: http.Server;
let origin = '';

test.beforeAll(async ({baseURL}) => {
  proxy = http.createServer(async (req, res) => {
    try {
      const headers = Object.entries(req.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && !['host', 'connection', 'accept-encoding'].includes(entry[0]),
      );
      const upstream = await fetch(new URL(req.url ?? '/', baseURL), {headers});
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      res.writeHead(upstream.status, {'content-type': type, 'cache-control': 'no-store'});
      if (!type.startsWith('text/html')) {
        res.end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      const html = await upstream.text();
      const split = html.indexOf('<nav') + 300;
      if (split < 300) throw new Error('no <nav> in the page');
      res.write(html.slice(0, split));
      setTimeout(() => res.end(html.slice(split)), pause);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

for (const path of ['/', '/en/registration-fees', '/pt-br/trabajos-cientificos']) {
  test(`${path}: no frame is painted before the header and the main content are all there`, async ({page}) => {
    await page.setViewportSize({width: 1350, height: 940});
    // The first frame's menu, by the page's own clock, and every layout shift from then on.
    await page.addInitScript(() => {
      const state = window as unknown as Measured;
      state.shifts = 0;
      requestAnimationFrame(() => {
        state.firstFrameMenu = document.querySelectorAll('header nav a, header nav button').length;
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.shifts += (entry as unknown as {value: number}).value;
      }).observe({type: 'layout-shift', buffered: true});
    });
    const started = Date.now();
    await page.goto(`${origin}${path}`);
    // The pause really was in the document, or the test proves nothing.
    expect(Date.now() - started).toBeGreaterThanOrEqual(pause);
    const menuItems = await page.locator('header nav a, header nav button').count();
    const {firstFrameMenu, shifts} = await page.evaluate(() => {
      const state = window as unknown as Measured;
      return {firstFrameMenu: state.firstFrameMenu, shifts: state.shifts};
    });
    expect(menuItems).toBeGreaterThan(5);
    expect(firstFrameMenu).toBe(menuItems);
    expect(shifts).toBe(0);
  });
}
