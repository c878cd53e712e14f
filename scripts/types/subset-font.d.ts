/** The part of subset-font's API the build uses to cut a typeface (the package ships no types). */
declare module "subset-font" {
  type Options = { targetFormat?: "sfnt" | "woff" | "woff2" | "truetype" };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
