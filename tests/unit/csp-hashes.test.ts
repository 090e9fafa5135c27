import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {cspManifest, scriptHash, scriptsOf} from '@/lib/security/csp-hashes.mjs';

describe('the inline-script hashes of an exported page', () => {
  it('hash a script as browsers do (the CSP specification example: alert(1))', () => {
    // The reference value of `<script>alert(1)</script>` (CSP Level 3, hash-source examples).
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(scriptHash('alert(1) ')).not.toBe(scriptHash('alert(1)'));
  });

  it('hash every executable inline script once, leave data blocks out, and name the hosts of external scripts', () => {
    const html = [
      '<!doctype html><html><head>',
      '<script src="/_next/static/chunks/a.js" async></script>',
      '<script src="https://cdn.example.org/widget.js"></script>',
      '<script type="application/ld+json">{"@type":"Event"}</script>',
      '<script type="application/json" id="words">{"a":1}</script>',
      '</head><body>',
      '<script>self.__next_f.push([1,"a<b & c"])</script>',
      '<script type="module">import("/x.js")</script>',
      '<script>self.__next_f.push([1,"a<b & c"])</script>',
      '</body></html>',
    ].join('');
    expect(scriptsOf(html)).toEqual({
      hashes: [scriptHash('self.__next_f.push([1,"a<b & c"])'), scriptHash('import("/x.js")')],
      origins: ["'self'", 'https://cdn.example.org'],
    });
  });

  it('list every HTML file of an export by its path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'));
    try {
      mkdirSync(join(dir, 'en'));
      writeFileSync(join(dir, 'index.html'), '<script>a()</script>');
      writeFileSync(join(dir, 'en', 'hotels.html'), '<script>b()</script>');
      writeFileSync(join(dir, 'robots.txt'), '<script>c()</script>');
      expect(cspManifest(dir)).toEqual({
        files: {
          'en/hotels.html': {hashes: [scriptHash('b()')], origins: []},
          'index.html': {hashes: [scriptHash('a()')], origins: []},
        },
      });
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
