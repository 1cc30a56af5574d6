// Reads what a test needs of a PNG without decoding it: shared by the icon, social-card and e2e
// suites.

/** A PNG's [width, height], from its IHDR chunk; throws when the bytes are not a PNG. */
export function pngSize(png: Buffer): [number, number] {
  if (png.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('not a PNG')
  return [png.readUInt32BE(16), png.readUInt32BE(20)]
}
