// TeX escaping for the values the layouts print (decision 043).
const SPECIAL: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '{': '\\{',
  '}': '\\}',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

export const tex = (text: string) =>
  text.replace(/[\\&%$#_{}~^]/g, (char) => SPECIAL[char] ?? char);
