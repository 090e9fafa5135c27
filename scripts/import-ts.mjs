// Runs a TypeScript module of the project from a plain Node script: esbuild bundles it (tsconfig
// paths, JSON) into a temporary file inside node_modules/.cache, so its bare imports resolve from
// node_modules, and the file is removed once imported.
import {build} from 'esbuild';
import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The exports of `entry` (a path relative to the project), bundled for Node. */
export async function importTs(entry) {
  mkdirSync(path.join(root, 'node_modules/.cache'), {recursive: true});
  const dir = mkdtempSync(path.join(root, 'node_modules/.cache/import-ts-'));
  try {
    const outfile = path.join(dir, 'module.mjs');
    await build({
      entryPoints: [path.join(root, entry)],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      packages: 'external',
      absWorkingDir: root,
      logLevel: 'warning',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
