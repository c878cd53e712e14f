/** Before a build or `npm run dev`: all made from the content (docs/decisions/004), nothing downloaded, git-ignored. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import routes from "#app/routes.ts";
import { pageMeta } from "#app/content/pages.ts";
import {
  coverElementId,
  coverFileName,
  coverSize,
  logoPath,
  logoSize,
  socialCardPath,
} from "#app/lib/generated-images.ts";
import { readTimeLabel } from "#app/lib/articles.ts";
import { localizeHref } from "#app/lib/i18n/language.ts";
import { languageCodes } from "#app/lib/i18n/languages.server.ts";
import { languageOffer, localizedContent } from "#app/lib/i18n/content.server.ts";
import { siteLanguages } from "#app/lib/i18n/languages.server.ts";
import { languageOfferPath } from "#app/contracts/page.ts";
import { translatedSummaries } from "./lib/article-files.ts";
import { resources as resourcesText } from "#app/content/resources.ts";
import { feedPath } from "#app/lib/seo.ts";
import { portraitSeeds, portraitSvg } from "./lib/portraits.ts";
import { site } from "#app/site.config.ts";
import { readArticles } from "./lib/article-files.ts";
import { arabicFacesCss, arabicLettersFace } from "./lib/arabic-faces.ts";
import { completeFaceCodePoints, latinFacesCss, latinLetters, latinLettersFace, toRanges } from "./lib/latin-faces.ts";
import { coverArtSvg, themedPaint } from "./lib/cover-art.ts";
import { robotsTxt, rssXml, sitemapEntries, sitemapPath, sitemapXml } from "./lib/discovery.ts";
import { securityTxt, securityTxtPath } from "#app/lib/security-txt.ts";
import { socialCardPng } from "./lib/social-card.ts";

const root = new URL("../", import.meta.url);
const avatarsDirectory = new URL("app/assets/avatars/", root);
const coversDirectory = new URL("app/assets/covers/", root);
const fontsDirectory = new URL("app/assets/fonts/", root);
const publicDirectory = new URL("public/", root);

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

async function writeArabicFaces(): Promise<void> {
  const lettersFileName = "cairo-arabic-letters.woff2";
  const bytes = write(fontsDirectory, lettersFileName, await arabicLettersFace());
  write(fontsDirectory, "cairo-arabic.css", arabicFacesCss(lettersFileName));
  console.log(`generate: Cairo cut to the Arabic letters, ${kb(bytes)}`);
}

async function writeLatinFaces(): Promise<void> {
  const lettersFileName = "inter-latin-letters.woff2";
  const letters = await latinLetters();
  const bytes = write(fontsDirectory, lettersFileName, await latinLettersFace(letters));
  const css = latinFacesCss(lettersFileName, toRanges(letters), toRanges(await completeFaceCodePoints()));
  write(fontsDirectory, "inter-latin.css", css);
  console.log(`generate: Inter cut to the ${letters.length} characters of the Latin pages, ${kb(bytes)}`);
}

const articles = await readArticles();
writePortraits();
await writeArabicFaces();
await writeLatinFaces();

// Only the current articles' covers: a renamed article leaves no stale file for Vite to bundle.
rmSync(coversDirectory, { recursive: true, force: true });
const coverBytes: number[] = [];
for (const article of articles) {
  const cover = coverArtSvg(article.cover, {
    ...coverSize,
    paint: themedPaint,
    seed: article.slug,
    id: coverElementId,
  });
  coverBytes.push(write(coversDirectory, coverFileName(article.slug), cover));
  const card = await socialCardPng({
    eyebrow: article.category,
    title: article.title,
    footer: `${new URL(site.url).host} · ${readTimeLabel(article.readTime, resourcesText.article.readTime, "en-NG")}`,
    cover: article.cover,
    seed: article.slug,
  });
  write(publicDirectory, socialCardPath(article.slug).slice(1), card);
}
console.log(`generate: ${articles.length} covers, ${kb(Math.max(...coverBytes))} at most`);

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
const languages = languageCodes();
write(publicDirectory, sitemapPath.slice(1), sitemapXml(sitemapEntries(routes, articles, buildDate, languages)));
for (const code of languages) {
  const translated = translatedSummaries(code, articles);
  const words = localizedContent(code, ["interface", "pages"]);
  const channel = {
    title: words.interface.feedTitle,
    description: words.pages["/resources"].description,
    path: pageMeta("/resources").path,
    language: code,
  };
  write(publicDirectory, localizeHref(feedPath, code).slice(1), rssXml(channel, translated));
}
write(publicDirectory, "robots.txt", robotsTxt());
// The configuration's schema refuses an Expires that has passed, so the build stops before this.
write(publicDirectory, securityTxtPath.slice(1), securityTxt(site));
for (const language of siteLanguages())
  write(publicDirectory, languageOfferPath(language.code).slice(1), JSON.stringify(languageOffer(language)));
console.log(
  `generate: ${sitemapPath}, ${languages.length} feeds (${feedPath}), the language offers, /robots.txt and ${securityTxtPath}`,
);
