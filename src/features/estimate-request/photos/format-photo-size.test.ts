// @vitest-environment node
import { formatPhotoSize } from './format-photo-size'

describe('formatPhotoSize', () => {
  it.each([
    [300, '1 KB'],
    [412 * 1024, '412 KB'],
    [999 * 1024, '999 KB'],
    [1.2 * 1024 * 1024, '1.2 MB'],
    [12 * 1024 * 1024, '12.0 MB'],
  ])('shows %i bytes as %s', (bytes, expected) => {
    expect(formatPhotoSize(bytes)).toBe(expected)
  })
})
