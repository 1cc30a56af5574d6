import postcss from 'postcss'
import {
  classCandidates,
  elementCandidates,
  pruneStylesheet,
  requiredClasses,
  requiredElements,
} from './page-css'

describe('a page’s own stylesheet', () => {
  it('reads the classes a selector requires, escapes and all', () => {
    expect(requiredClasses('.group:hover .group-hover\\:flex')).toEqual([
      'group',
      'group-hover:flex',
    ])
    expect(requiredClasses('.py-0\\.5')).toEqual(['py-0.5'])
    expect(requiredClasses('.\\[\\&\\>svg\\]\\:size-4>svg')).toEqual(['[&>svg]:size-4'])
    // Tailwind writes a leading digit and a comma in an arbitrary value as hex escapes.
    expect(requiredClasses('.\\32xl\\:p-4')).toEqual(['2xl:p-4'])
    expect(requiredClasses('.grid-cols-\\[minmax\\(0\\2c 1fr\\)\\]')).toEqual([
      'grid-cols-[minmax(0,1fr)]',
    ])
    // Attribute selectors and :not() require no class; elements and pseudo-elements none.
    expect(requiredClasses('.space-y-2>:not([hidden])~:not([hidden])')).toEqual(['space-y-2'])
    expect(requiredClasses('a:not(.active):hover')).toEqual([])
    expect(requiredClasses('[type="text"], ::backdrop')).toEqual([])
  })

  it('reads the elements a selector names, but not those it only may match', () => {
    expect(requiredElements('abbr:where([title])')).toEqual(['abbr'])
    expect(requiredElements('input::placeholder')).toEqual(['input'])
    expect(requiredElements('main>section+section')).toEqual(['main', 'section', 'section'])
    expect(requiredElements('#root footer')).toEqual(['footer'])
    expect(requiredElements('[hidden]:where(:not([hidden=until-found]))')).toEqual([])
    expect(
      requiredElements('.group:has(:popover-open) .group-has-\\[\\:popover-open\\]\\:rotate-180'),
    ).toEqual([])
    // A hex escape's space is part of the class, not a combinator before an element.
    expect(requiredElements('.grid-cols-\\[minmax\\(0\\2c auto\\)\\]')).toEqual([])
    expect(requiredElements('::-webkit-inner-spin-button, :-moz-focusring')).toEqual([])
    expect([...elementCandidates('<ul><li class="a"><A href="/">x</A></li></ul>')]).toEqual([
      'ul',
      'li',
      'a',
    ])
  })

  it('finds class names in HTML, entities decoded, and in a script’s strings', () => {
    const fromHtml = classCandidates(
      '<li class="group"><a class="[&amp;&gt;svg]:size-4 hover:bg-leaf-50">Lawn</a></li>',
    )
    expect(fromHtml).toContain('group')
    expect(fromHtml).toContain('[&>svg]:size-4')
    expect(fromHtml).toContain('hover:bg-leaf-50')
    const fromScript = classCandidates('e("div",{className:`grid ${t?"gap-2":\'gap-4\'} p-1`})')
    for (const name of ['grid', 'gap-2', 'gap-4', 'p-1']) expect(fromScript).toContain(name)
  })

  const sheet = postcss.parse(
    [
      '@font-face{font-family:Inter;src:url(/inter.woff2)}',
      '*,::before{--tw-ring-color:red;--tw-shadow:0 0 #0000}',
      'body{margin:0}',
      'table{border-collapse:collapse}',
      '.shadow{box-shadow:var(--tw-shadow)}',
      '.flex{display:flex}',
      '.hidden{display:none}',
      '.group:hover .group-hover\\:block{display:block}',
      '.a,.b{color:red}',
      '@keyframes spin{to{transform:rotate(1turn)}}',
      '.animate-spin{animation:spin 1s linear infinite}',
      '@media (min-width:768px){.md\\:flex{display:flex}}',
      '@media (min-width:1024px){.lg\\:grid{display:grid}}',
    ].join(''),
  )

  it('keeps the rules the page can use, in their order, and drops the rest', () => {
    const css = pruneStylesheet(
      sheet,
      new Set(['body', 'flex', 'b', 'md:flex', 'group-hover:block', 'shadow']),
    )
    expect(css).toBe(
      [
        '@font-face{font-family:Inter;src:url(/inter.woff2)}',
        // Of Tailwind's variables, those a kept rule reads; no table, no rule for one.
        '*,::before{--tw-shadow:0 0 #0000}',
        'body{margin:0}',
        '.shadow{box-shadow:var(--tw-shadow)}',
        '.flex{display:flex}',
        // Of a list of selectors, the ones it can use; a descendant rule needs both classes.
        '.b{color:red}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
        '@media (min-width:768px){.md\\:flex{display:flex}}',
      ].join(''),
    )
  })

  it('keeps a group rule once both classes are there', () => {
    expect(pruneStylesheet(sheet, new Set(['group', 'group-hover:block']))).toContain(
      '.group:hover .group-hover\\:block{display:block}',
    )
  })
})
