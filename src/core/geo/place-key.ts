/**
 * One key for the ways postings and gazetteers spell a place: "St. Louis", "Saint Louis" and
 * "st louis"; "Ft. Worth" and "Fort Worth"; "Winston-Salem" and "Winston Salem"; "Mc Lean"
 * (the postal spelling) and "McLean"; "Coeur d'Alene"; "Cañon City".
 */
export function placeKey(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range, to skip NFD
  const plain = /^[\x00-\x7f]*$/.test(text)
    ? text
    : text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return plain
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/\./g, ' ')
    .replace(/\bst\s/g, 'saint ')
    .replace(/\bste\s/g, 'sainte ')
    .replace(/\bft\s/g, 'fort ')
    .replace(/\bmt\s/g, 'mount ')
    .replace(/\bmc\s(?=\w)/g, 'mc')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
