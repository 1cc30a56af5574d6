import { fitWithin, MAX_SOURCE_BYTES, PhotoError, preparePhoto } from './prepare-photo'

describe('fitWithin', () => {
  it('scales a landscape photo to the long edge', () => {
    expect(fitWithin(4032, 3024, 2048)).toEqual({ width: 2048, height: 1536 })
  })

  it('scales a portrait photo to the long edge', () => {
    expect(fitWithin(3024, 4032, 2048)).toEqual({ width: 1536, height: 2048 })
  })

  it('scales a square photo on both sides', () => {
    expect(fitWithin(3000, 3000, 2048)).toEqual({ width: 2048, height: 2048 })
  })

  it('never makes a small photo larger', () => {
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 })
    expect(fitWithin(2048, 100, 2048)).toEqual({ width: 2048, height: 100 })
  })

  it('rounds to whole pixels and keeps at least one', () => {
    // 4000 × 2251 → 2048 × 1152.5…: rounded, not floored.
    expect(fitWithin(4000, 2251, 2048)).toEqual({ width: 2048, height: 1153 })
    expect(fitWithin(3001, 2000, 2048)).toEqual({ width: 2048, height: 1365 })
    expect(fitWithin(10000, 2, 2048)).toEqual({ width: 2048, height: 1 })
  })
})

// Decoding and the canvas are proved in Chromium (e2e/photo-scaling.spec.ts); jsdom has neither,
// which makes it a fine stand-in for a file no browser can read.
describe('preparePhoto refuses', () => {
  const reasonFor = (file: File) =>
    preparePhoto(file).then(
      () => 'prepared',
      (error: unknown) => (error instanceof PhotoError ? error.reason : error),
    )

  it('a file that is not an image', async () => {
    expect(await reasonFor(new File(['hello'], 'notes.txt', { type: 'text/plain' }))).toBe(
      'not-image',
    )
    expect(await reasonFor(new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }))).toBe(
      'not-image',
    )
  })

  it('a file without a type unless its name says image', async () => {
    expect(await reasonFor(new File(['hello'], 'notes'))).toBe('not-image')
    expect(await reasonFor(new File(['hello'], 'IMG_0042.JPG'))).toBe('unreadable')
  })

  it('a file over 25 MB before reading it', async () => {
    const file = new File(['x'], 'huge.jpg', { type: 'image/jpeg' })
    Object.defineProperty(file, 'size', { value: MAX_SOURCE_BYTES + 1 })
    expect(await reasonFor(file)).toBe('too-large')
  })

  it('an image it cannot decode', async () => {
    expect(await reasonFor(new File(['not a jpeg'], 'broken.jpg', { type: 'image/jpeg' }))).toBe(
      'unreadable',
    )
  })
})
