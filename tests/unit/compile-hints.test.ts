import {execFileSync, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

// scripts/compile-hints.mjs, run as the build runs it, on a build laid out as Next writes one.
const hint = '//# allFunctionsCalledOnLoad\n';
const framework = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,(e)=>{e.react=1}]);';
const runtime = '(()=>{self.TURBOPACK_runtime=1})();';
const page = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([2,(e)=>{e.page=1}]);';

describe('compile hints on the framework chunk', () => {
  let dist: string;
  const chunk = (dir: string, name: string) => readFileSync(join(dir, 'chunks', name), 'utf8');
  const writeBuild = (staticDir: string) => {
    mkdirSync(join(staticDir, 'chunks'), {recursive: true});
    writeFileSync(join(staticDir, 'chunks', 'framework.js'), framework);
    writeFileSync(join(staticDir, 'chunks', 'turbopack-runtime.js'), runtime);
    writeFileSync(join(staticDir, 'chunks', 'page.js'), page);
  };
  const cli = (...args: string[]) => execFileSync(process.execPath, ['scripts/compile-hints.mjs', ...args], {encoding: 'utf8'});

  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    writeFileSync(
      join(dist, 'build-manifest.json'),
      JSON.stringify({rootMainFiles: ['static/chunks/framework.js', 'static/chunks/turbopack-runtime.js'], polyfillFiles: []}),
    );
    writeBuild(join(dist, 'static'));
  });
  afterEach(() => rmSync(dist, {recursive: true, force: true}));

  it('puts the hint on the first line of the chunks every page starts with, and nowhere else', () => {
    const output = cli('--dist', dist);
    const staticDir = join(dist, 'static');
    expect(chunk(staticDir, 'framework.js')).toBe(hint + framework);
    expect(chunk(staticDir, 'turbopack-runtime.js')).toBe(hint + runtime);
    expect(chunk(staticDir, 'page.js')).toBe(page);
    expect(output).toContain('2 framework chunk(s) marked');
  });

  it('marks a chunk once however often it runs', () => {
    cli('--dist', dist);
    const output = cli('--dist', dist);
    expect(chunk(join(dist, 'static'), 'framework.js')).toBe(hint + framework);
    expect(output).toContain('0 framework chunk(s) marked, 2 already marked');
  });

  it('marks the copies in an export directory named with --static', () => {
    const exported = join(dist, 'out', '_next', 'static');
    writeBuild(exported);
    cli('--dist', dist, '--static', exported);
    expect(chunk(exported, 'framework.js')).toBe(hint + framework);
    expect(chunk(join(dist, 'static'), 'framework.js')).toBe(framework);
  });

  it('fails with a clear message when there is no build, or a named chunk is missing', () => {
    const noBuild = spawnSync(process.execPath, ['scripts/compile-hints.mjs', '--dist', join(dist, 'nothing')], {encoding: 'utf8'});
    expect(noBuild.status).not.toBe(0);
    expect(noBuild.stderr).toMatch(/build-manifest\.json not found: run `next build` first/);

    rmSync(join(dist, 'static', 'chunks', 'framework.js'));
    const missing = spawnSync(process.execPath, ['scripts/compile-hints.mjs', '--dist', dist], {encoding: 'utf8'});
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toMatch(/framework\.js \(from the build manifest\) not found/);
  });
});
