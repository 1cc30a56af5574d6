// subset-font 2.9 ships no types: the part of its API scripts/build/font-subset.ts uses.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2'
    keepFeatures?: string[]
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    noHinting?: boolean
    keepAllGlyphs?: boolean
  }
  export default function subsetFont(
    font: Buffer,
    text: string | null | undefined,
    options?: SubsetFontOptions,
  ): Promise<Buffer>
}
