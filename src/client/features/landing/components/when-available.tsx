/** Marks a rule for a part of the service that is not live yet (see LegalLayout's notice). */
export function WhenAvailable() {
  return (
    <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">
      when available
    </span>
  );
}
