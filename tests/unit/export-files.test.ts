import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {allRoutes, notFoundPaths} from '@/lib/routes/paths';
import {expectedHtmlFiles, htmlFileOf, listHtmlFiles} from '@/lib/deploy/export-files';

describe('files of the static export', () => {
  it('maps a URL path to the file the export writes for it', () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/en')).toBe('en.html');
    expect(htmlFileOf('/pt-br')).toBe('pt-br.html');
    expect(htmlFileOf('/hoteles')).toBe('hoteles.html');
    expect(htmlFileOf('/en/node/333')).toBe('en/node/333.html');
    expect(htmlFileOf('/pt-br/404')).toBe('pt-br/404.html');
  });

  it('expects one distinct file per public URL and per 404 document', () => {
    const files = expectedHtmlFiles();
    expect(files).toHaveLength(allRoutes().length + notFoundPaths().length);
    expect(new Set(files).size).toBe(files.length);
    expect(files).toEqual(expect.arrayContaining(['index.html', '404.html', 'en/404.html', 'pt-br/404.html', 'en/node/333.html']));
  });

  describe('listing a directory', () => {
    let dir: string;
    const touch = (file: string) => {
      mkdirSync(dirname(join(dir, file)), {recursive: true});
      writeFileSync(join(dir, file), '');
    };
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'export-files-'));
    });
    afterEach(() => rmSync(dir, {recursive: true, force: true}));

    it('finds nested HTML files only, sorted, with forward slashes', () => {
      for (const file of ['index.html', 'en.html', 'en/node/333.html', 'en.txt', 'index.html.gz', '_next/static/a.js']) touch(file);
      expect(listHtmlFiles(dir)).toEqual(['en.html', 'en/node/333.html', 'index.html']);
    });

    it('tells a complete export from one with a missing or a stray page', () => {
      for (const file of expectedHtmlFiles()) touch(file);
      expect(listHtmlFiles(dir)).toEqual(expectedHtmlFiles());
      touch('_not-found.html');
      expect(listHtmlFiles(dir)).not.toEqual(expectedHtmlFiles());
      rmSync(join(dir, '_not-found.html'));
      rmSync(join(dir, 'en/node/333.html'));
      expect(listHtmlFiles(dir)).not.toEqual(expectedHtmlFiles());
    });
  });
});
