import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {locales, prefixes} from '@/i18n/locales';
import {notFoundPaths} from '@/lib/routes/paths';
import {htmlFileOf} from '@/lib/deploy/export-files';
import {contentSecurityPolicy, filePathPatterns, securityHeaders} from '@/lib/security/headers.mjs';

// A manifest as the build writes it (unit tests run before the build).
const hashes = ["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"];
const manifest = {files: {'en/hotels.html': {hashes, origins: ["'self'"]}, '404.html': {hashes: [], origins: ["'self'"]}}};

// deploy/nginx.conf rendered by scripts/nginx-conf.mjs (run as the CLI a deployer runs).
describe('the nginx config of the static export', () => {
  let dir: string;
  let conf: string;
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'nginx-conf-'));
    writeFileSync(join(dir, 'csp.json'), JSON.stringify(manifest));
    execFileSync(
      process.execPath,
      [
        'scripts/nginx-conf.mjs',
        '--dir',
        dir,
        '--root',
        join(dir, 'out'),
        '--listen',
        '127.0.0.1:8080',
        '--csp-manifest',
        join(dir, 'csp.json'),
      ],
      {env: process.env},
    );
    conf = read('nginx.conf');
  });
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('fills every placeholder', () => {
    expect(conf).not.toMatch(/\{\{|\}\}/);
    expect(conf).toContain(`root ${join(dir, 'out')};`);
    expect(conf).toContain('listen 127.0.0.1:8080;');
  });

  it('sends exactly the security headers of npm start’s server, on every response, the policy per file', () => {
    const lines = read('security-headers.conf')
      .split('\n')
      .filter((line) => line.startsWith('add_header'));
    expect(lines).toEqual(
      securityHeaders({env: process.env}).map(({key, value}) =>
        key === 'Content-Security-Policy' ? `add_header ${key} $panlar_csp always;` : `add_header ${key} "${value}" always;`,
      ),
    );
  });

  it("gives each page its inline scripts' hashes and everything else the policy without them", () => {
    const map = read('csp-map.conf');
    expect(conf).toMatch(/http \{[^]*include csp-map\.conf;[^]*server \{/);
    expect(map).toContain(`default "${contentSecurityPolicy({env: process.env})}";`);
    expect(map).toContain(`"/en/hotels.html" "${contentSecurityPolicy({env: process.env, scriptHashes: hashes})}";`);
    expect(map).toContain(`"/404.html" "${contentSecurityPolicy({env: process.env})}";`);
    expect(map).not.toContain("unsafe-inline' 'unsafe-eval");
    expect(contentSecurityPolicy({env: process.env, scriptHashes: hashes})).toMatch(/script-src 'self' 'sha256-[^;]+; style-src/);
  });

  it('names no worker user and proxies no assistant unless asked to', () => {
    expect(conf).not.toMatch(/^\s*user /m);
    expect(conf).not.toContain('proxy_pass');
  });

  it('with --user and --chat-upstream: the workers’ user, and the assistant proxied with the client address nginx saw', () => {
    const other = mkdtempSync(join(tmpdir(), 'nginx-conf-'));
    try {
      execFileSync(process.execPath, [
        'scripts/nginx-conf.mjs',
        '--csp-manifest',
        join(dir, 'csp.json'),
        '--dir',
        other,
        '--user',
        'www-data',
        '--chat-upstream',
        'http://127.0.0.1:8000',
      ]);
      const rendered = readFileSync(join(other, 'nginx.conf'), 'utf8');
      expect(rendered).toMatch(/^user www-data; # user$/m);
      expect(rendered).toContain('proxy_pass http://127.0.0.1:8000; # chat');
      expect(rendered).toContain('proxy_set_header X-Real-IP $remote_addr; # chat');
      expect(rendered).toMatch(/location = \/functions\/v1\/rhia-chat \{ # chat\n\s+include security-headers.conf; # chat/);
    } finally {
      rmSync(other, {recursive: true, force: true});
    }
  });

  it('refuses an upstream that is not an origin', () => {
    expect(() =>
      execFileSync(
        process.execPath,
        [
          'scripts/nginx-conf.mjs',
          '--csp-manifest',
          join(dir, 'csp.json'),
          '--dir',
          join(tmpdir(), 'never'),
          '--chat-upstream',
          'http://x/;evil',
        ],
        {stdio: 'pipe'},
      ),
    ).toThrow(/Not an upstream origin/);
  });

  it('gives every public file pattern a location of its own', () => {
    const locations = read('public-files.conf').match(/^location .*\{$/gm) ?? [];
    expect(locations).toHaveLength(filePathPatterns.length);
  });

  it('answers unknown paths with the 404 document of their prefix, for every language', () => {
    const documents = notFoundPaths().map(({path}) => `/${htmlFileOf(path)}`);
    expect(documents).toHaveLength(locales.length);
    for (const locale of locales) {
      const prefix = prefixes[locale];
      const document = `${prefix}/404.html`;
      expect(documents).toContain(document);
      if (prefix) {
        const block = new RegExp(`location ${prefix}/ \\{[^}]*error_page 404 ${document};[^}]*try_files \\$uri\\.html \\$uri =404;`);
        expect(conf).toMatch(block);
      } else {
        expect(conf).toMatch(/server \{[^}]*\n\s+error_page 404 \/404\.html;/);
      }
      expect(conf).toContain(`location = ${prefix}/404 {`);
    }
  });

  (existsSync('/usr/sbin/nginx') ? it : it.skip)('is a valid nginx configuration (nginx -t)', () => {
    expect(() =>
      execFileSync('/usr/sbin/nginx', ['-t', '-q', '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'run', 'error.log')], {stdio: 'pipe'}),
    ).not.toThrow();
  });
});
