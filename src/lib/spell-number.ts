const numberWords = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
]

/**
 * A count as the copy writes it: in words up to twenty ('nine services'), in digits beyond, where
 * words would read long. At the start of a sentence the word is capitalized ('Ten services').
 */
export function spellNumber(count: number, { atSentenceStart = false } = {}) {
  const word = numberWords[count] ?? String(count)
  return atSentenceStart ? word.charAt(0).toUpperCase() + word.slice(1) : word
}
