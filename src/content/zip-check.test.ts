// @vitest-environment node
import { landingCities, landingPath } from './landing-catalog'
import { serviceAreaAnchor } from '@/lib/paths'
import { servedAreaZipLists } from './service-area-zips'
import { checkZip, zipCheckCopy, zipCodesByArea } from './zip-check'

describe('checkZip', () => {
  it('finds every listed ZIP code in its area, with the best page for that area', () => {
    for (const { area, zips } of servedAreaZipLists) {
      const landingCity = landingCities.find((city) => city.name === area)
      const page = landingCity
        ? { to: landingPath(landingCity.slug, 'lawn-care'), label: `Lawn care in ${area}` }
        : { to: `/service-areas#${serviceAreaAnchor(area)}`, label: `Our work in ${area}` }
      for (const zip of zips) expect(checkZip(zip)).toEqual({ kind: 'served', zip, area, page })
    }
  })

  it('links a landing city to its lawn-care page and another area to its card', () => {
    expect(checkZip('95630')).toMatchObject({
      area: 'Folsom',
      page: { to: '/folsom-lawn-care', label: 'Lawn care in Folsom' },
    })
    expect(checkZip('95762')).toMatchObject({
      area: 'El Dorado Hills',
      page: { to: '/eldoradohills-lawn-care' },
    })
    expect(checkZip('95610')).toMatchObject({
      area: 'Citrus Heights',
      page: { to: '/service-areas#citrus-heights', label: 'Our work in Citrus Heights' },
    })
  })

  it('answers "outside" for a ZIP code we do not serve, neighbors included', () => {
    for (const zip of ['95608', '95628', '95662', '95605', '95691', '95616', '90210', '00000'])
      expect(checkZip(zip)).toEqual({ kind: 'outside', zip })
  })

  it('trims outer spaces only, and calls anything but five digits malformed', () => {
    expect(checkZip('  95630 ')).toMatchObject({ kind: 'served', zip: '95630' })
    expect(checkZip('\t90210\n')).toEqual({ kind: 'outside', zip: '90210' })
    for (const input of [
      '9581',
      '958100',
      'abcde',
      '',
      '   ',
      '95 630',
      '95630-1234',
      '９５６３０',
    ])
      expect(checkZip(input), JSON.stringify(input)).toEqual({ kind: 'malformed' })
  })

  it('words its answers as the issue asks', () => {
    expect(zipCheckCopy.served('Folsom')).toBe('Yes, Folsom is in our service area.')
    expect(zipCheckCopy.outside('95608')).toBe(
      '95608 is outside our usual area. Call us: we sometimes travel for larger projects.',
    )
    expect(zipCheckCopy.estimateButton('Folsom')).toBe('Get a free estimate in Folsom')
    expect(zipCheckCopy.zipListLink).toEqual({
      to: '/service-areas#zip-codes',
      label: 'See the ZIP codes we serve',
    })
  })

  it('lists on /service-areas exactly the ZIP codes it serves', () => {
    const listed = zipCodesByArea.flatMap(({ zips }) => zips)
    for (const zip of listed) expect(checkZip(zip).kind).toBe('served')
    expect(listed).toHaveLength(servedAreaZipLists.flatMap(({ zips }) => zips).length)
  })
})
