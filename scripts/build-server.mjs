// Compiles npm start's server (server/main.ts and what it imports: the assistant's handler, the
// routes, the catalogs) into one ES module, dist/server.mjs, so that plain Node runs it: no
// TypeScript loader in production. Packages stay in node_modules.
import {build} from 'esbuild';

export const serverBundle = 'dist/server.mjs';

export async function buildServer() {
  await build({
    entryPoints: ['server/main.ts'],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
    legalComments: 'none',
  });
  return serverBundle;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`Wrote ${await buildServer()}`);
