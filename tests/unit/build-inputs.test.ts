import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {buildInputsHash, buildIsStale, stampFile} from '../../scripts/build-inputs.mjs';

// npm start rebuilds exactly when what the build is made from has changed since the last build.
describe('when npm start rebuilds', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), {recursive: true});
    writeFileSync(join(root, path), text);
  };
  const stamp = () => write(stampFile, JSON.stringify({inputs: buildInputsHash({}, root)}));

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'build-inputs-'));
    write('content/fees.ts', 'export const fee = 530;');
    write('messages/es.json', '{"a": "b"}');
    write('out/index.html', '<!DOCTYPE html>');
    write('dist/server.mjs', '');
  });
  afterEach(() => rmSync(root, {recursive: true, force: true}));

  it('builds when nothing was built yet', () => {
    rmSync(join(root, 'out'), {recursive: true});
    expect(buildIsStale({}, root)).toBe(true);
  });

  it('serves the last build while nothing changed', () => {
    stamp();
    expect(buildIsStale({}, root)).toBe(false);
  });

  it('rebuilds after an editor changes a fact, a text or a public file', () => {
    for (const [path, text] of [
      ['content/fees.ts', 'export const fee = 580;'],
      ['messages/es.json', '{"a": "c"}'],
      ['public/images/new.jpg', 'x'],
    ]) {
      stamp();
      write(path, text);
      expect([path, buildIsStale({}, root)]).toEqual([path, true]);
    }
  });

  it('rebuilds when a NEXT_PUBLIC_ variable read at build time differs, not for other variables', () => {
    stamp();
    expect(buildIsStale({HOME: '/elsewhere'}, root)).toBe(false);
    expect(buildIsStale({NEXT_PUBLIC_SITE_URL: 'https://example.org'}, root)).toBe(true);
  });

  it('does not count the photo variants the build itself writes', () => {
    stamp();
    write('public/_img/hotels/w-1-400.avif', 'variant');
    expect(buildIsStale({}, root)).toBe(false);
  });

  it('rebuilds when the stamp is unreadable', () => {
    write(stampFile, '{not json');
    expect(buildIsStale({}, root)).toBe(true);
  });
});
