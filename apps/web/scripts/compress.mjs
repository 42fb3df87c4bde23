// Writes .br and .gz beside every compressible built asset so the server sends them as they are.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.env.LAUNCHPAD_BUILD_DIR
  ? path.resolve(process.env.LAUNCHPAD_BUILD_DIR, 'web/client')
  : path.resolve(import.meta.dirname, '../build/client');
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files(root)) {
  if (!compressible.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files in ${path.relative(process.cwd(), root)}`);
