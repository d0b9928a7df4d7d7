/**
 * What the truth check took out of the generated text (decision 050 §3): "2 sentences replaced:
 * not supported by your profile", with the sentences themselves on request.
 */
export function ReplacementsNotice({ replacements }: { replacements: string[] }) {
  if (replacements.length === 0) return null;
  const count = replacements.length;
  return (
    <div
      role="note"
      className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <details>
        <summary className="cursor-pointer font-medium">
          {count} {count === 1 ? 'sentence' : 'sentences'} replaced: not supported by your profile
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {replacements.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
