import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {htmlLang} from '@/i18n/locales';
import {allRoutes, notFoundPaths} from '@/lib/routes/paths';
import {expectedHtmlFiles, htmlFileOf, listHtmlFiles} from '@/lib/deploy/export-files';
import es from '@/messages/es.json';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

// Runs after `npm run build:static` (which calls it) against the real out/ directory.
const out = join(process.cwd(), 'out');
const read = (file: string) => readFileSync(join(out, file), 'utf8');
const notFoundTitle = {es: es.NotFound.title, en: en.NotFound.title, pt: pt.NotFound.title};
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('the static export in out/', () => {
  beforeAll(() => {
    if (!existsSync(out)) throw new Error('out/ is missing: run `npm run build:static` first');
  });

  it('holds exactly one HTML file per public URL of the manifest plus the three 404 documents', () => {
    expect(listHtmlFiles(out)).toEqual(expectedHtmlFiles());
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
    }
  });

  it('leaves no generic Next.js not-found page behind', () => {
    expect(existsSync(join(out, '_not-found.html'))).toBe(false);
    expect(existsSync(join(out, '_not-found'))).toBe(false);
  });
});
