// `npm run check:launch`: the values of content/ that the specification does not give (marked with
// `assumed(…)`), grouped by file, with what an organiser must confirm. Run it before going live.
// The content modules are TypeScript: esbuild bundles content/launch-checklist.ts (packages stay
// external) into node_modules/.cache and Node runs it.
import {mkdirSync, rmSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {build} from 'esbuild';

/** The checklist module, compiled and loaded: {launchChecklist, formatLaunchChecklist}. */
export async function loadLaunchChecklist() {
  const dir = resolve('node_modules', '.cache', 'launch-checklist');
  mkdirSync(dir, {recursive: true});
  const outfile = join(dir, `checklist-${process.pid}-${Date.now()}.mjs`);
  await build({
    entryPoints: ['content/launch-checklist.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'error',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, {force: true});
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const {formatLaunchChecklist} = await loadLaunchChecklist();
  console.log(formatLaunchChecklist());
}
