/**
 * After `react-router build`: writes a brotli (.br) and a gzip (.gz) copy beside every text file
 * of the client build, at maximum compression, so the server never compresses per request.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDirectory = new URL("../build/client/", import.meta.url).pathname;
const compressible = /\.(html|js|css|svg|json|xml|txt|data)$/;

// The prerendered pages need no server renderer at run time.
rmSync(new URL("../build/server/", import.meta.url), { recursive: true, force: true });

let count = 0;
for (const entry of readdirSync(clientDirectory, { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const body = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`postbuild: compressed ${count} files (brotli and gzip)`);
