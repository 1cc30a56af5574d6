// @vitest-environment node
import { mailtoHref } from './mailto-href'

describe('mailtoHref', () => {
  it.each([
    ['maria.gonzalez@example.com', 'mailto:maria.gonzalez@example.com'],
    ["o'brien+quotes@example.co", "mailto:o'brien%2Bquotes@example.co"],
    ['x@y.co?subject=hi', 'mailto:x@y.co%3Fsubject%3Dhi'],
    ['a&body=b@example.com', 'mailto:a%26body%3Db@example.com'],
    ['a b#c@example.com', 'mailto:a%20b%23c@example.com'],
    ['no-at-sign?cc=x', 'mailto:no-at-sign%3Fcc%3Dx'],
  ])('links %s as one address', (email, href) => {
    expect(mailtoHref(email)).toBe(href)
  })

  it('keeps a quoted local part with an @ in it on its own side', () => {
    expect(mailtoHref('"a@b"@example.com')).toBe('mailto:%22a%40b%22@example.com')
  })

  it('leaves no character that a mail client reads as a parameter', () => {
    const href = mailtoHref('x@y.co?subject=hi&body=there#top')
    expect(href.slice('mailto:'.length)).not.toMatch(/[?&=#]/)
  })
})
