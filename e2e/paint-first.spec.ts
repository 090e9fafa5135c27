import {expect, test} from './fixtures';

// scripts/paint-first.mjs: a page's HTML starts no script of its own; its startup chunks download
// at once (preloaded) and run after the first contentful paint, each fetched once, and the page
// then hydrates. Runs against `next start` and against the static export on nginx.
const startupTag = /<script src="\/_next\/static\/chunks\/[^"]+\.js" async="">/;

for (const path of ['/', '/en/hotels', '/pt-br/taxas-de-inscricao']) {
  test(`${path}: the startup scripts run after the first contentful paint, once each`, async ({page, request}) => {
    const html = await (await request.get(path)).text();
    expect(html.match(startupTag)?.[0] ?? null).toBeNull();
    const deferred: string[] = JSON.parse(html.match(/<script id="paint-first">[\s\S]*?\}\)\((\[[^\]]*\])/)?.[1] ?? '[]');
    expect(deferred.length).toBeGreaterThan(0);
    for (const src of deferred) expect(html).toContain(`<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`);

    // When the first startup chunk enters the document, by the page's own clock.
    await page.addInitScript(() => {
      const marks = window as unknown as {firstChunkAt?: number};
      new MutationObserver((records, observer) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && !node.noModule && node.src.includes('/_next/static/chunks/')) {
              marks.firstChunkAt = performance.now();
              observer.disconnect();
              return;
            }
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    const requested: string[] = [];
    page.on('request', (entry) => {
      const {pathname} = new URL(entry.url());
      if (deferred.includes(pathname)) requested.push(pathname);
    });

    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const {fcp, firstChunkAt} = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstChunkAt: (window as unknown as {firstChunkAt?: number}).firstChunkAt,
    }));
    expect(fcp).toBeGreaterThan(0);
    expect(firstChunkAt).toBeGreaterThanOrEqual(fcp!);
    expect(requested.sort()).toEqual([...deferred].sort());
  });
}
