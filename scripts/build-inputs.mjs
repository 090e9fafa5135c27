// What the build is made from, as one hash: the sources, the catalogs, the public files, the
// configuration, the lock file and the NEXT_PUBLIC_* variables read at build time. npm start
// rebuilds when it differs from the hash of the last build (dist/build-stamp.json).
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';

const folders = ['app', 'components', 'content', 'i18n', 'lib', 'messages', 'public', 'server'];
const files = [
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/build-server.mjs',
  'scripts/images.mjs',
  'scripts/precompress.mjs',
];
export const stampFile = 'dist/build-stamp.json';

/** Made by the build itself from other inputs (scripts/images.mjs), so never an input. */
const derived = new Set([join('public', '_img')]);

function* walk(dir, root) {
  for (const entry of readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && derived.has(relative(root, path))) continue;
    if (entry.isDirectory()) yield* walk(path, root);
    else if (entry.isFile()) yield path;
  }
}

export function buildInputsHash(env = process.env, root = '.') {
  const hash = createHash('sha256');
  const inRoot = (path) => join(root, path);
  const paths = [
    ...folders.filter((dir) => existsSync(inRoot(dir))).flatMap((dir) => [...walk(inRoot(dir), root)]),
    ...files.map(inRoot).filter((file) => existsSync(file)),
  ];
  for (const path of paths)
    hash
      .update(`${relative(root, path)}\0`)
      .update(readFileSync(path))
      .update('\0');
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('NEXT_PUBLIC_'))
    .sort())
    hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/** Whether out/ and the server bundle are missing or older than the sources. */
export function buildIsStale(env = process.env, root = '.') {
  const inRoot = (path) => join(root, path);
  if (![stampFile, 'out/index.html', 'dist/server.mjs'].every((path) => existsSync(inRoot(path)))) return true;
  try {
    return JSON.parse(readFileSync(inRoot(stampFile), 'utf8')).inputs !== buildInputsHash(env, root);
  } catch {
    return true;
  }
}
