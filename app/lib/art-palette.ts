/**
 * The drawings' colours, light and dark. Drawings paint with `var(--art-<name>, <light>)` and app.css
 * defines each as light-dark(), so one file follows the theme (docs/decisions/008); a unit test keeps
 * app.css equal to this table. Colours not listed read well on both themes.
 */
export const artPalette = {
  paper: ["#f7f5ef", "#0a1412"],
  white: ["#ffffff", "#16241f"],
  /** Dark in both themes, so people keep their hair. */
  ink: ["#14201d", "#060d0b"],
  inkMuted: ["#4b5b57", "#6d807b"],
  line: ["#dde4e2", "#2c3d38"],
  lineSoft: ["#eef2f1", "#24332f"],
  green: ["#0b5d4b", "#3fbf9f"],
  greenMid: ["#0e6e59", "#2fa386"],
  greenLight: ["#0e7a62", "#36b091"],
  greenDeep: ["#123a31", "#0e2e27"],
  mintPale: ["#e9f5f0", "#17443a"],
  mint: ["#d8ede6", "#123a31"],
  mintMid: ["#bfdfd3", "#1d4d41"],
  mintStrong: ["#8fcbb8", "#2b6e5c"],
  creamPale: ["#fdf3e3", "#45351a"],
  cream: ["#fbe9cc", "#3a2c14"],
  creamMid: ["#f3d9ae", "#4d3a1b"],
  creamStrong: ["#e8cfa6", "#5a4421"],
} as const satisfies Record<string, readonly [light: string, dark: string]>;

export type ArtColor = keyof typeof artPalette;

export function artProperty(name: ArtColor): string {
  return `--art-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** The light colour is the fallback for viewers without the property. */
export function artPaint(name: ArtColor): string {
  return `var(${artProperty(name)},${artPalette[name][0]})`;
}
