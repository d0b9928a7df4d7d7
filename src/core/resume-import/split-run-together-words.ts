/**
 * Letter-spaced headings ("W O R K  H I S T O R Y") reach us from pdf.js with one space between
 * every letter and none wider between the words, so joining the letters gives "WORKHISTORY"
 * (decision 044). Splits such a run back into words when every piece is a word `isWord` knows;
 * the split with the fewest words wins. Undefined when no split exists.
 */
export function splitRunTogetherWords(
  run: string,
  isWord: (word: string) => boolean,
): string[] | undefined {
  const best: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= run.length; end++) {
    for (let start = 0; start < end; start++) {
      const before = best[start];
      const word = run.slice(start, end);
      if (!before || !isWord(word)) continue;
      const candidate = [...before, word];
      const current = best[end];
      if (!current || candidate.length < current.length) best[end] = candidate;
    }
  }
  return best[run.length];
}
