/** The part of fontverter's API the build uses: a WOFF2 face back to TrueType, to read its tables. */
declare module "fontverter" {
  const fontverter: { convert(font: Buffer, format: "truetype" | "woff" | "woff2"): Promise<Buffer> };
  export default fontverter;
}
