/** The part of subset-font's API the build uses to cut a typeface (the package ships no types). */
declare module "subset-font" {
  type Axis = number | { min: number; max: number; default?: number };
  type Options = {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    /** Pins an axis (a number) or narrows its range. */
    variationAxes?: Record<string, Axis>;
    /** The OpenType layout features kept; the others are dropped with the glyphs only they reach. */
    keepFeatures?: string[];
  };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
