/**
 * Save-Data (issue 25, docs/decisions/024): a browser that sends `Save-Data: on` gets each page
 * marked `<html data-save-data>`, so it paints in the system face, fetches no web font and no
 * drawing, and its service worker fetches nothing ahead. Made once per page on first request,
 * compressed as the build compresses, and kept.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { networkDom } from "#app/contracts/network.ts";
import type { StaticFile } from "#server/static-files.ts";

export function savesData(saveDataHeader: string | undefined): boolean {
  return saveDataHeader?.trim().toLowerCase() === "on";
}

export function saveDataHtml(html: string): string {
  return html.replace(/<html\b/, `<html ${networkDom.saveDataAttribute}=""`);
}

const variants = new WeakMap<StaticFile, StaticFile>();

/** The page as a visitor saving data gets it; the same file for anything but an HTML document. */
export function saveDataVariant(file: StaticFile): StaticFile {
  if (!file.csp) return file;
  let variant = variants.get(file);
  if (!variant) {
    const body = Buffer.from(saveDataHtml(Buffer.from(file.body).toString("utf8")));
    variant = {
      ...file,
      body,
      brotli: brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gzip: gzipSync(body, { level: 9 }),
      etag: file.etag.replace(/"$/, '-sd"'),
    };
    variants.set(file, variant);
  }
  return variant;
}
