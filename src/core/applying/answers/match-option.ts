/** Lower case, accents and punctuation away, spaces single: how labels and options are compared. */
export const normalizeText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();

const declinePattern =
  /decline|don t wish|do not wish|do not want|don t want|prefer not|not to (say|answer|disclose|self identify)|choose not|rather not/;

/** The option that declines to answer ("Decline to self-identify", "I don't wish to answer"). */
export const declineOption = (options: readonly string[]) =>
  options.find((option) => declinePattern.test(normalizeText(option))) ?? null;

const isYes = (text: string) =>
  /^(yes|y|true|i am|i have|i do|i will|i can)\b/.test(text) && !/\bnot\b/.test(text);
const isNo = (text: string) =>
  /^(no|n|false)\b/.test(text) || /\b(am|do|have|will) not\b|\bnot a\b/.test(text);

/**
 * The option that says `answer`: the same text, else the same yes or no, else the one option
 * that contains it (or is contained in it). Null when none or several fit: a choice is never guessed.
 */
export function matchOption(options: readonly string[], answer: string): string | null {
  const wanted = normalizeText(answer);
  if (!wanted) return null;
  const normalized = options.map((option) => ({ option, text: normalizeText(option) }));
  const exact = normalized.find((o) => o.text === wanted);
  if (exact) return exact.option;
  const yes = isYes(wanted);
  const no = !yes && isNo(wanted);
  if (yes || no) {
    const fits = normalized.filter(
      (o) => (yes ? isYes(o.text) : isNo(o.text)) && !declinePattern.test(o.text),
    );
    return fits.length === 1 ? (fits[0]?.option ?? null) : null;
  }
  const containing = normalized.filter(
    (o) => o.text.length >= 3 && (o.text.includes(wanted) || wanted.includes(o.text)),
  );
  return containing.length === 1 ? (containing[0]?.option ?? null) : null;
}
