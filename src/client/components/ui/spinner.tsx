/** An accessible busy indicator: the label is read out, the animation is hidden from readers. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 p-8 text-slate-600">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600 motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
