import {mkdtempSync, readFileSync, writeFileSync, mkdirSync} from 'node:fs';
import {execFileSync} from 'node:child_process';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {asyncStartupScripts, deferredScripts, deferStartupScripts, loaderId, safetyDelayMs} from '@/scripts/paint-first.mjs';

// A page laid out as Next 16 writes one: the bootstrap chunk preloaded in the head and loaded at
// the end of the body, the layout's chunks as async scripts in the head, a nomodule polyfill.
const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>`,
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('framework')}"/>`,
  `<script src="${chunk('turbopack-runtime')}" async=""></script>`,
  `<script src="${chunk('islands')}" async=""></script>`,
  '<title>PANLAR 2026</title>',
  `<script src="${chunk('polyfills')}" noModule=""></script>`,
  '</head><body><main id="main"><h1>PANLAR 2026</h1></main>',
  `<script id="_R_">self.__next_r="x"</script><script src="${chunk('framework')}" async=""></script>`,
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');
const startup = [chunk('turbopack-runtime'), chunk('islands'), chunk('framework')];
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const preloads = (html: string) => [...head(html).matchAll(/<link rel="preload" as="script"[^>]*href="([^"]+)"/g)].map((m) => m[1]);

describe('paint first: the HTML rewrite', () => {
  const out = deferStartupScripts(page);

  it('leaves no startup script for the parser to run, and keeps the nomodule polyfill', () => {
    expect(asyncStartupScripts(page)).toEqual(startup);
    expect(asyncStartupScripts(out)).toEqual([]);
    expect(out).toContain(`<script src="${chunk('polyfills')}" noModule=""></script>`);
  });

  it('preloads every startup chunk once, in the head, at low priority', () => {
    expect(preloads(out).sort()).toEqual([...startup].sort());
    expect(head(out).match(/<link rel="preload" as="script"[^>]*>/g)?.every((tag) => tag.includes('fetchPriority="low"'))).toBe(true);
  });

  it('hands the loader every startup chunk, in document order', () => {
    expect(deferredScripts(out)).toEqual(startup);
    // Last in the body: in the head, an inline script would hold the parser until the CSS arrived.
    expect(head(out)).not.toContain(`<script id="${loaderId}">`);
    const loaderAt = out.indexOf(`<script id="${loaderId}">`);
    expect(loaderAt).toBeGreaterThan(out.lastIndexOf('self.__next_f'));
    expect(out.indexOf('</script>', loaderAt)).toBe(out.length - '</script></body></html>'.length);
    expect(out).toContain(`,${safetyDelayMs})</script>`);
  });

  it('keeps everything else byte for byte', () => {
    const strip = (html: string) =>
      html
        .replace(/<script src="[^"]+" async=""><\/script>/g, '')
        .replace(/<link rel="preload" as="script"[^>]*\/>/g, '')
        .replace(new RegExp(`<script id="${loaderId}">[\\s\\S]*?</script>`), '');
    expect(strip(out)).toBe(strip(page));
  });

  it('is idempotent, and leaves pages without startup scripts alone', () => {
    expect(deferStartupScripts(out)).toBe(out);
    const plain = '<html><head><title>x</title></head><body>no scripts</body></html>';
    expect(deferStartupScripts(plain)).toBe(plain);
  });
});

describe('paint first: the loader as written into pages', () => {
  type Observer = {callback: (list: {getEntriesByName: (name: string) => unknown[]}, observer: {disconnect: () => void}) => void; options?: object; disconnected: boolean};
  let observers: Observer[];
  let appended: {src: string; async: boolean}[];

  // The loader exactly as a page carries it: written by the command itself (plain Node, no test
  // transform in between).
  let source: string;
  beforeAll(() => {
    const dir = mkdtempSync(join(tmpdir(), 'paint-first-loader-'));
    writeFileSync(join(dir, 'index.html'), page);
    execFileSync(process.execPath, ['scripts/paint-first.mjs', '--dir', dir]);
    source = readFileSync(join(dir, 'index.html'), 'utf8').match(new RegExp(`<script id="${loaderId}">([\\s\\S]*?)</script>`))![1];
  });

  // Runs that source against a fake browser.
  function runLoader({visibility = 'visible', paint = true}: {visibility?: string; paint?: boolean} = {}) {
    observers = [];
    appended = [];
    const document = {
      visibilityState: visibility,
      createElement: () => {
        const attributes = new Map<string, string>();
        return {src: '', setAttribute: (name: string, value: string) => attributes.set(name, value), attributes};
      },
      head: {
        appendChild: (element: {src: string; attributes: Map<string, string>}) => appended.push({src: element.src, async: element.attributes.has('async')}),
      },
    };
    class FakeObserver {
      static supportedEntryTypes = paint ? ['paint', 'navigation'] : ['navigation'];
      record: Observer;
      constructor(callback: Observer['callback']) {
        this.record = {callback, disconnected: false};
        observers.push(this.record);
      }
      observe(options: object) {
        this.record.options = options;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    new Function('document', 'PerformanceObserver', 'setTimeout', source)(document, FakeObserver, setTimeout);
  }
  const paintEntries = (...names: string[]) => ({getEntriesByName: (name: string) => names.filter((one) => one === name)});

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('inserts nothing before the first contentful paint, then every chunk as an async script', () => {
    runLoader();
    expect(appended).toEqual([]);
    expect(observers).toHaveLength(1);
    expect(observers[0].options).toEqual({type: 'paint', buffered: true});
    const observer = observers[0];
    observer.callback(paintEntries('first-paint'), {disconnect: () => (observer.disconnected = true)});
    expect(appended).toEqual([]);
    observer.callback(paintEntries('first-contentful-paint'), {disconnect: () => (observer.disconnected = true)});
    expect(appended).toEqual(startup.map((src) => ({src, async: true})));
    expect(observer.disconnected).toBe(true);
    jest.advanceTimersByTime(safetyDelayMs);
    expect(appended).toHaveLength(startup.length);
  });

  it('loads after the safety delay when no paint is reported, and only once', () => {
    runLoader();
    jest.advanceTimersByTime(safetyDelayMs - 1);
    expect(appended).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(appended.map((one) => one.src)).toEqual(startup);
    observers[0].callback(paintEntries('first-contentful-paint'), {disconnect: () => undefined});
    expect(appended).toHaveLength(startup.length);
  });

  it('loads at once in a hidden tab (it would not paint) and without paint timing', () => {
    runLoader({visibility: 'hidden'});
    expect(appended.map((one) => one.src)).toEqual(startup);
    runLoader({paint: false});
    expect(appended.map((one) => one.src)).toEqual(startup);
    expect(observers).toEqual([]);
  });
});

describe('paint first: the command', () => {
  it('rewrites every prerendered page under a directory, once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'paint-first-'));
    mkdirSync(join(dir, 'en'));
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'en', 'hotels.html'), page);
    writeFileSync(join(dir, 'sitemap.xml.body'), '<urlset/>');
    const run = () => execFileSync(process.execPath, ['scripts/paint-first.mjs', '--dir', dir], {encoding: 'utf8'});
    expect(run()).toContain('deferred to the first paint in 2 page(s)');
    expect(deferredScripts(readFileSync(join(dir, 'en', 'hotels.html'), 'utf8'))).toEqual(startup);
    expect(run()).toContain('in 0 page(s), 2 already done');
    expect(readFileSync(join(dir, 'sitemap.xml.body'), 'utf8')).toBe('<urlset/>');
  });
});
