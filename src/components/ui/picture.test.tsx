import { render } from '@testing-library/react'
import { Picture } from './picture'

const drawing = { src: '/assets/patio.svg', width: 640, height: 400 }
const photo = {
  src: '/assets/patio-1440.webp',
  width: 1440,
  height: 900,
  sources: [
    { type: 'image/avif', srcSet: '/assets/patio-480.avif 480w, /assets/patio-1440.avif 1440w' },
    { type: 'image/webp', srcSet: '/assets/patio-480.webp 480w, /assets/patio-1440.webp 1440w' },
  ],
}

describe('Picture', () => {
  it('reserves its box and loads lazily unless it is in the first view', () => {
    const { container, rerender } = render(<Picture image={drawing} alt="A patio" />)
    const img = container.querySelector('img')
    expect(img).toHaveAttribute('width', '640')
    expect(img).toHaveAttribute('height', '400')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(container.querySelector('picture')).toBeNull()

    rerender(<Picture image={drawing} alt="A patio" isPriority />)
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager')
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high')
  })

  it('offers a photo in AVIF and WebP at its sizes, with the largest WebP as the fallback', () => {
    const { container } = render(<Picture image={photo} alt="A patio" sizes="50vw" />)
    const sources = [...container.querySelectorAll('picture source')]
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ])
    expect(sources[0]).toHaveAttribute('srcset', photo.sources[0]!.srcSet)
    expect(sources[0]).toHaveAttribute('sizes', '50vw')
    expect(container.querySelector('picture img')).toHaveAttribute('src', photo.src)
  })

  it('preloads, for the screens that show it, a picture hidden on others', () => {
    render(<Picture image={photo} alt="" preloadMedia="(min-width: 1024px)" sizes="32rem" />)
    const preload = document.head.querySelector('link[rel="preload"][as="image"]')
    expect(preload).toHaveAttribute('media', '(min-width: 1024px)')
    expect(preload).toHaveAttribute('imagesrcset', photo.sources[0]!.srcSet)
    expect(preload).toHaveAttribute('type', 'image/avif')
  })
})
