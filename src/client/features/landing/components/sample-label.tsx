/**
 * Shown next to any part content/marketing.json still marks `sample: true`, so placeholder
 * testimonials or employer names are never passed off as real ones.
 */
export function SampleLabel({ children }: { children: string }) {
  return (
    <p className="mt-3 text-center text-xs font-medium text-slate-600">
      <span className="rounded-full bg-slate-100 px-2 py-0.5">{children}</span>
    </p>
  );
}
