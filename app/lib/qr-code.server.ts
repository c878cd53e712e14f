/** Drawn at prerendering, so no encoder reaches the browser: one SVG path, a rectangle per run. */
import { create } from "qrcode";

/** The quiet zone the QR standard asks for around the symbol, in modules. */
const quietZone = 4;

export type QrCodeDrawing = {
  /** Width and height of the drawing, quiet zone included, in modules. */
  size: number;
  path: string;
};

export function drawQrCode(text: string): QrCodeDrawing {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      const start = column;
      while (column + 1 < modules.size && modules.get(row, column + 1)) column++;
      const length = column - start + 1;
      runs.push(`M${start + quietZone} ${row + quietZone}h${length}v1h-${length}z`);
    }
  }
  return { size: modules.size + 2 * quietZone, path: runs.join("") };
}
