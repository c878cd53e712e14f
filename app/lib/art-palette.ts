/**
 * The colours of the site's drawings (illustrations in app/assets/illustrations and the generated
 * article covers), each as its light and its dark rendering. Drawings paint with
 * `var(--art-<name>, <light>)`, and app.css defines every `--art-<name>` as
 * `light-dark(<light>, <dark>)`, so one file follows the theme toggle (and, without JavaScript, the
 * system setting). A unit test keeps app.css and this table equal.
 *
 * Colours not listed (gold, terracotta, skin tones, cloth) read well on both themes and stay as
 * they are.
 */
export const artPalette = {
  /** Page paper. */
  paper: ["#f7f5ef", "#0a1412"],
  /** Screens, cards and paper held in the picture. */
  white: ["#ffffff", "#16241f"],
  /** Outlines, phone bodies, hair: dark in both themes, so people keep their hair. */
  ink: ["#14201d", "#060d0b"],
  inkMuted: ["#4b5b57", "#6d807b"],
  /** Lines of text and dividers drawn on screens and cards. */
  line: ["#dde4e2", "#2c3d38"],
  lineSoft: ["#eef2f1", "#24332f"],
  green: ["#0b5d4b", "#3fbf9f"],
  greenMid: ["#0e6e59", "#2fa386"],
  greenLight: ["#0e7a62", "#36b091"],
  greenDeep: ["#123a31", "#0e2e27"],
  /** Mint panels, from the palest to the strongest. */
  mintPale: ["#e9f5f0", "#17443a"],
  mint: ["#d8ede6", "#123a31"],
  mintMid: ["#bfdfd3", "#1d4d41"],
  mintStrong: ["#8fcbb8", "#2b6e5c"],
  /** Cream panels, from the palest to the strongest. */
  creamPale: ["#fdf3e3", "#45351a"],
  cream: ["#fbe9cc", "#3a2c14"],
  creamMid: ["#f3d9ae", "#4d3a1b"],
  creamStrong: ["#e8cfa6", "#5a4421"],
} as const satisfies Record<string, readonly [light: string, dark: string]>;

export type ArtColor = keyof typeof artPalette;

/** The CSS custom property of a colour, such as `--art-mint-pale`. */
export function artProperty(name: ArtColor): string {
  return `--art-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** A paint that follows the theme: the property, with the light colour for viewers without it. */
export function artPaint(name: ArtColor): string {
  return `var(${artProperty(name)},${artPalette[name][0]})`;
}
