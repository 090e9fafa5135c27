// The HTML files of an export, in plain JavaScript so that the build scripts (lib/security/
// csp-hashes.mjs) and the TypeScript side (lib/deploy/export-files.ts) list them the same way.
import {readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

/** The HTML files under a directory, as sorted paths relative to it with forward slashes. */
export function listHtmlFiles(dir) {
  const files = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, {withFileTypes: true})) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith('.html')) files.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return files.sort();
}
