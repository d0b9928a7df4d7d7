/** Marks a promise the product does not keep yet (shared/capabilities.ts decides which). */
export function ComingSoonBadge() {
  return (
    <span className="whitespace-nowrap rounded-full bg-amber-50 px-2 py-0.5 align-middle text-xs font-medium text-amber-900 ring-1 ring-amber-200">
      Coming soon
    </span>
  );
}
