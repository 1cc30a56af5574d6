// @vitest-environment node
import { readDataUrl } from './qr-code-url'

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'

describe('readDataUrl', () => {
  it("reads GoTrue's plain SVG data URL", () => {
    expect(readDataUrl(`data:image/svg+xml;utf-8,${svg}`)).toEqual({
      type: 'image/svg+xml',
      content: svg,
    })
  })

  it('reads the base64 and percent-encoded forms too', () => {
    expect(readDataUrl(`data:image/svg+xml;base64,${btoa(svg)}`).content).toBe(svg)
    expect(readDataUrl(`data:image/svg+xml,${encodeURIComponent(svg)}`).content).toBe(svg)
  })

  it('refuses anything that is not a data: URL', () => {
    expect(() => readDataUrl('https://example.com/qr.svg')).toThrow('not a data: URL')
  })
})
