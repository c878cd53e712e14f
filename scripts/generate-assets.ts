/**
 * Build step before `react-router build` (and `npm run dev`): everything made from the content
 * rather than written by hand. Nothing is downloaded. Outputs are git-ignored:
 *
 * - app/assets/avatars/<seed>.svg          portraits of authors and testimonial givers
 * - app/assets/covers/<slug>-<width>.avif|webp  article covers (Vite hashes them: cached a year)
 * - public/social/<slug>.png, sankofa.png  social cards: per article, and the site's default
 * - public/social/logo.png                 the mark, for structured data
 * - public/sitemap.xml, rss.xml, robots.txt
 *
 * Usage: node scripts/generate-assets.ts
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import sharp, { type Sharp } from "sharp";
import routes from "#app/routes.ts";
import { pageMeta } from "#app/content/pages.ts";
import {
  coverFileName,
  coverFormats,
  coverHeight,
  coverWidths,
  logoPath,
  logoSize,
  socialCardPath,
  type CoverFormat,
} from "#app/lib/generated-images.ts";
import { readTimeLabel } from "#app/lib/articles.ts";
import { feedPath } from "#app/lib/seo.ts";
import { portraitSeeds, portraitSvg } from "./lib/portraits.ts";
import { site } from "#app/site.config.ts";
import { readArticles } from "./lib/article-files.ts";
import { coverArtSvg } from "./lib/cover-art.ts";
import { robotsTxt, rssXml, sitemapEntries, sitemapPath, sitemapXml } from "./lib/discovery.ts";
import { socialCardPng } from "./lib/social-card.ts";

const root = new URL("../", import.meta.url);
const avatarsDirectory = new URL("app/assets/avatars/", root);
const coversDirectory = new URL("app/assets/covers/", root);
const publicDirectory = new URL("public/", root);

/**
 * Flat-colour artwork stays crisp at these qualities. AVIF effort 2 of 9: higher efforts save a
 * few percent for seconds per image.
 */
const coverEncoding = { avif: { quality: 50, effort: 2 }, webp: { quality: 75, effort: 4 } } as const;

function encode(image: Sharp, format: CoverFormat): Sharp {
  return format === "avif" ? image.avif(coverEncoding.avif) : image.webp(coverEncoding.webp);
}

/** Writes `name` (which may contain folders) under `directory`; returns its size in bytes. */
function write(directory: URL, name: string, contents: string | Buffer): number {
  const file = new URL(name, directory);
  mkdirSync(new URL(".", file), { recursive: true });
  writeFileSync(file, contents);
  return Buffer.byteLength(contents);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function writePortraits(): void {
  const seeds = portraitSeeds();
  const sizes = seeds.map((seed) => write(avatarsDirectory, `${seed}.svg`, portraitSvg(seed)));
  console.log(`generate: ${seeds.length} portraits, ${kb(Math.max(...sizes))} at most`);
}

/**
 * Encoding AVIF is the slow part of the build, so a cover is encoded again only when its artwork
 * or the encoder settings change: a key file beside the images records what they were made from.
 */
async function writeCover(slug: string, artwork: string): Promise<string> {
  const key = createHash("sha256").update(artwork).update(JSON.stringify(coverEncoding)).digest("hex");
  const keyFile = new URL(`${slug}.key`, coversDirectory);
  const files = coverWidths.flatMap((width) => coverFormats.map((format) => coverFileName(slug, width, format)));
  const upToDate =
    existsSync(keyFile) &&
    readFileSync(keyFile, "utf8") === key &&
    files.every((file) => existsSync(new URL(file, coversDirectory)));
  if (upToDate) return "unchanged";

  const sizes: string[] = [];
  for (const width of coverWidths) {
    const raster = sharp(Buffer.from(artwork)).resize(width, coverHeight(width));
    for (const format of coverFormats) {
      const image = await encode(raster.clone(), format).toBuffer();
      sizes.push(`${width} ${format} ${kb(write(coversDirectory, coverFileName(slug, width, format), image))}`);
    }
  }
  write(coversDirectory, `${slug}.key`, key);
  return sizes.join(", ");
}

const articles = await readArticles();
writePortraits();

for (const article of articles) {
  const artwork = coverArtSvg({ category: article.category, seed: article.title });
  console.log(`generate: cover ${article.slug}: ${await writeCover(article.slug, artwork)}`);
  const card = await socialCardPng({
    eyebrow: article.category,
    title: article.title,
    footer: `${new URL(site.url).host} · ${readTimeLabel(article.readTime)}`,
    category: article.category,
    seed: article.title,
  });
  write(publicDirectory, socialCardPath(article.slug).slice(1), card);
}

const defaultCard = await socialCardPng({
  title: site.tagline,
  footer: new URL(site.url).host,
  seed: site.name,
});
write(publicDirectory, site.defaultSocialImage.slice(1), defaultCard);
console.log(`generate: ${articles.length + 1} social cards (default ${kb(defaultCard.byteLength)})`);

// Rasterised at the size it is shown (the SVG's own size is 32 px), not scaled up from 32 px.
const mark = sharp(readFileSync(new URL("app/assets/favicon.svg", root)), { density: (72 * logoSize) / 32 });
write(publicDirectory, logoPath.slice(1), await mark.resize(logoSize, logoSize).png().toBuffer());

const buildDate = new Date().toISOString().slice(0, 10);
const resources = pageMeta("/resources");
write(publicDirectory, sitemapPath.slice(1), sitemapXml(sitemapEntries(routes, articles, buildDate)));
const channel = { title: `${site.name} Resources`, description: resources.description, path: resources.path };
write(publicDirectory, feedPath.slice(1), rssXml(channel, articles));
write(publicDirectory, "robots.txt", robotsTxt());
console.log(`generate: ${sitemapPath}, ${feedPath} and /robots.txt`);
