import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {htmlLang} from '@/i18n/locales';
import {allRoutes, notFoundPaths} from '@/lib/routes/paths';
import {expectedHtmlFiles, htmlFileOf, listHtmlFiles} from '@/lib/deploy/export-files';
import es from '@/messages/es.json';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

// Runs after `npm run build` against the real out/ directory (npm test does, after the build).
const out = join(process.cwd(), 'out');
const read = (file: string) => readFileSync(join(out, file), 'utf8');
const notFoundTitle = {es: es.NotFound.title, en: en.NotFound.title, pt: pt.NotFound.title};
const notFoundMetaTitle = {es: es.NotFound.metaTitle, en: en.NotFound.metaTitle, pt: pt.NotFound.metaTitle};
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('the static export in out/', () => {
  beforeAll(() => {
    if (!existsSync(out)) throw new Error('out/ is missing: run `npm run build` first');
  });

  // Every page is pre-rendered: a path that rendered on request would have no file here.
  it('holds exactly one HTML file per public URL of the manifest plus the three 404 documents', () => {
    // Next always writes its generic `_not-found` document too; both servers refuse it as a URL.
    expect(listHtmlFiles(out).filter((file) => file !== '_not-found.html')).toEqual(expectedHtmlFiles());
  });

  it('writes every page in its language, with its flight payload for client navigation', () => {
    for (const route of allRoutes()) {
      const file = htmlFileOf(route.path);
      expect(read(file).startsWith(`<!DOCTYPE html><html lang="${htmlLang[route.locale]}"`)).toBe(true);
      expect(existsSync(join(out, file.replace(/\.html$/, '.txt')))).toBe(true);
    }
  });

  it('writes the localized not-found documents, the Spanish one as out/404.html, not indexed', () => {
    expect(notFoundPaths().map(({path}) => htmlFileOf(path))).toEqual(['404.html', 'en/404.html', 'pt-br/404.html']);
    for (const {locale, path} of notFoundPaths()) {
      const html = read(htmlFileOf(path));
      // Booleans, not toContain: a failure would otherwise print the whole document.
      expect(html.startsWith(`<!DOCTYPE html><html lang="${htmlLang[locale]}"`)).toBe(true);
      expect(html.includes(`>${escapeHtml(notFoundTitle[locale])}</h1>`)).toBe(true);
      expect(/<meta name="robots" content="noindex/.test(html)).toBe(true);
      expect(html.includes(`<title>${escapeHtml(notFoundMetaTitle[locale])}</title>`)).toBe(true);
    }
  });
});
