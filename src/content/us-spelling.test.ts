// @vitest-environment node
import { landingPageCount } from './landing-catalog'

// The business and its customers are in California: the copy is written in US English. Each
// pattern names a British spelling and the American one to write instead.
const britishSpellings: { pattern: RegExp; american: string }[] = [
  {
    pattern:
      /\b(colour|neighbour|favour|honour|labour|flavour|behaviour|harbour|rumour|odour|armour|humour|vigour|endeavour|parlour)\w*/gi,
    american: '-or (color, neighbor, favorite, honor, labor)',
  },
  {
    pattern:
      /\b(organi|fertili|minimi|maximi|recogni|speciali|personali|prioriti|utili|optimi|customi|stabili|sterili|revitali|categori|summari|emphasi|standardi|reali|apologi|authori|finali|visuali|normali|harmoni|saniti|winteri|moderni|critici|familiari|memori|energi)s(e|es|ed|ing|er|ers|ation|ations)\b/gi,
    american: '-ize, -izing, -ization (organize, fertilizing, specialize)',
  },
  { pattern: /\b(analy|paraly)s(e|es|ed|ing)\b/gi, american: '-yze (analyze)' },
  {
    pattern:
      /\b(centr(e|es|ed)|(kilo|centi|milli)?metres?|litres?|theatres?|fibres?|calibres?|sombre|meagre|lustre)\b/gi,
    american: '-er (center, meter, liter, fiber)',
  },
  { pattern: /\bgrey(s|er|est|ish|ness)?\b/gi, american: 'gray' },
  { pattern: /\bkerb(s|side|stones?)?\b/gi, american: 'curb' },
  { pattern: /\btyres?\b/gi, american: 'tire' },
  { pattern: /\bstoreys?\b/gi, american: 'story' },
  { pattern: /\baluminium\b/gi, american: 'aluminum' },
  { pattern: /\bprogrammes?\b/gi, american: 'program' },
  { pattern: /\bcheques?\b/gi, american: 'check' },
  { pattern: /\benrol(s|ment|ments)?\b/gi, american: 'enroll' },
  { pattern: /\blicences?\b/gi, american: 'license' },
  { pattern: /\bpractis(e|es|ed|ing)\b/gi, american: 'practice, practiced, practicing' },
  { pattern: /\b(defence|offence|pretence)s?\b/gi, american: '-se (defense, offense)' },
  {
    pattern:
      /\b(travel|model|label|level|cancel|fuel|signal|total|channel|tunnel|counsel|dial|jewel|panel|shovel|gravel|marvel|funnel)l(ed|ing|er|ers)\b/gi,
    american: 'one l (traveled, modeling, leveled)',
  },
  { pattern: /\bjewellery\b/gi, american: 'jewelry' },
  { pattern: /\bmould(s|ed|ing|y)?\b/gi, american: 'mold' },
  { pattern: /\bplough\w*/gi, american: 'plow' },
  { pattern: /\bsceptic\w*/gi, american: 'skeptic' },
  { pattern: /\bdraught\w*/gi, american: 'draft' },
  { pattern: /\bmanoeuv\w*/gi, american: 'maneuver' },
  { pattern: /\bcatalogues?\b/gi, american: 'catalog' },
  { pattern: /\bfulfil(s|ment)?\b/gi, american: 'fulfill' },
  { pattern: /\bageing\b/gi, american: 'aging' },
  { pattern: /\bwhilst\b/gi, american: 'while' },
]

/** Each British spelling in a text, with the American form to use instead. */
function findBritishSpellings(text: string) {
  return britishSpellings.flatMap(({ pattern, american }) =>
    [...text.matchAll(pattern)].map(([word]) => `'${word}' (US: ${american})`),
  )
}

/** Every string inside a value, with where it sits: `serviceSections[2].title`. */
function* texts(value: unknown, path: string, seen: Set<object>): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value]
  if (typeof value !== 'object' || value === null || seen.has(value)) return
  seen.add(value)
  for (const [key, child] of Object.entries(value))
    yield* texts(child, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, seen)
}

// Every content module, the 50 landing pages among them (landing-pages/index.ts loads those
// lazily, so they are listed here directly).
const contentModules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], {
  eager: true,
})

describe('US spelling', () => {
  it('finds British spellings', () => {
    const british = [
      'colour',
      'Neighbours',
      'favourite',
      'honour',
      'labour',
      'flavours',
      'organise',
      'fertilising',
      'minimised',
      'recognise',
      'specialises',
      'personalisation',
      'prioritise',
      'utilising',
      'centre',
      'centres',
      'metres',
      'litre',
      'grey',
      'kerb',
      'tyres',
      'storey',
      'aluminium',
      'programme',
      'cheque',
      'enrol',
      'licence',
      'practised',
      'defence',
      'travelled',
      'travelling',
      'modelling',
      'levelled',
      'jewellery',
      'mould',
      'ploughed',
      'sceptical',
      'draughts',
      'analyse',
    ]
    for (const word of british)
      expect(findBritishSpellings(`A ${word} here.`), word).toHaveLength(1)
  })

  it('leaves American words alone, -ise and -our endings included', () => {
    const american =
      'advertise exercise enterprise surprise comprise premise compromise expertise franchise ' +
      'otherwise wise waterwise raise promise revise supervise hour hours four our your pour ' +
      'tour detour contour color neighbor organize fertilizing center meter parameter gray ' +
      'curb tire story aluminum program check enroll enrolled license practice defense ' +
      'traveled modeling leveled installed controlled jewelry mold plow skeptic draft septic ' +
      'emphasis analysis catalog'
    expect(findBritishSpellings(american)).toEqual([])
  })

  it('has no British spelling in any content module', () => {
    const modules = Object.entries(contentModules)
    const landingModules = modules.filter(([file]) => /^\.\/landing-pages\/.+\/.+\.ts$/.test(file))
    expect(landingModules).toHaveLength(landingPageCount)

    const found = modules.flatMap(([file, exports]) =>
      Object.entries(exports).flatMap(([name, value]) =>
        [...texts(value, name, new Set())].flatMap(([path, text]) =>
          findBritishSpellings(text).map((spelling) => `${file.slice(2)} › ${path}: ${spelling}`),
        ),
      ),
    )
    expect(found).toEqual([])
  })
})
