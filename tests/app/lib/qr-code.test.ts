import { Resvg } from "@resvg/resvg-js";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { drawQrCode } from "#app/lib/qr-code.server.ts";

/** What a decoder reads from the drawing, rendered as the page renders it: black on white. */
function decode(text: string): string | null {
  const { size, path } = drawQrCode(text);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  const image = new Resvg(svg, { fitTo: { mode: "width", value: size * 8 } }).render();
  return jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height)?.data ?? null;
}

describe("drawQrCode", () => {
  it.each(["https://sankofa.example/download", "https://bank.example.org/download", "http://127.0.0.1:3000/download"])(
    "draws %s so that a decoder reads it back",
    (address) => {
      expect(decode(address)).toBe(address);
    },
  );

  it("leaves the standard's four-module quiet zone on every side", () => {
    const { size, path } = drawQrCode("https://sankofa.example/download");
    const runs = [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, length]) => [
      Number(x),
      Number(y),
      Number(length),
    ]);
    expect(Math.min(...runs.map(([x]) => x!))).toBe(4);
    expect(Math.min(...runs.map(([, y]) => y!))).toBe(4);
    expect(Math.max(...runs.map(([x, , length]) => x! + length!))).toBe(size - 4);
    expect(Math.max(...runs.map(([, y]) => y! + 1))).toBe(size - 4);
  });
});
