import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {expect, test} from './fixtures';

// The HTML of a page reaches a browser in pieces. A frame painted between two of them showed half a
// header, whose right-aligned menu then grew leftwards (Lighthouse desktop: CLS 0.018), or a fee
// table without its rows, whose columns then moved (0.009). The head's
// `<link rel="expect" href="#site-footer" blocking="render">` holds every frame until the main
// content is parsed. Here a proxy in front of the server sends a page in two parts, pausing in the
// middle of the header's menu or of the fee table, and the page's first frame must already have
// all of it.
const pause = 600;
type Measured = {firstFrameParts?: number; shifts: number};
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
      const at = html.indexOf(splitAt.get(new URL(req.url ?? '/', origin).pathname) ?? '<nav');
      if (at < 0) throw new Error('no place to pause in the page');
      const split = at + 300;
      res.write(html.slice(0, split));
      setTimeout(() => res.end(html.slice(split)), pause);
    } catch (error) {
      if (res.headersSent) res.destroy(error as Error);
      else res.writeHead(502).end(String(error));
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

// Where each page pauses, and what its first frame must show in full.
const cases = [
  {path: '/', pauseIn: '<nav', parts: 'header nav a, header nav button'},
  {path: '/pt-br/trabajos-cientificos', pauseIn: '<nav', parts: 'header nav a, header nav button'},
  {path: '/en/registration-fees', pauseIn: '<tbody', parts: 'main tbody tr'},
];
const splitAt = new Map(cases.map(({path, pauseIn}) => [path, pauseIn]));

for (const {path, pauseIn, parts} of cases) {
  test(`${path}: no frame is painted before the main content is all there (a pause in ${pauseIn})`, async ({page}) => {
    await page.setViewportSize({width: 1350, height: 940});
    // What the first frame has, by the page's own clock, and every layout shift from then on.
    await page.addInitScript((selector) => {
      const state = window as unknown as Measured;
      state.shifts = 0;
      requestAnimationFrame(() => {
        state.firstFrameParts = document.querySelectorAll(selector).length;
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.shifts += (entry as unknown as {value: number}).value;
      }).observe({type: 'layout-shift', buffered: true});
    }, parts);
    const started = Date.now();
    await page.goto(`${origin}${path}`);
    // The pause really was in the document, or the test proves nothing.
    expect(Date.now() - started).toBeGreaterThanOrEqual(pause);
    const all = await page.locator(parts).count();
    const {firstFrameParts, shifts} = await page.evaluate(() => {
      const state = window as unknown as Measured;
      return {firstFrameParts: state.firstFrameParts, shifts: state.shifts};
    });
    expect(all).toBeGreaterThan(5);
    expect(firstFrameParts).toBe(all);
    expect(shifts).toBe(0);
  });
}
