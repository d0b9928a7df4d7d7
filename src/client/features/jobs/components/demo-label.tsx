/** Marks a posting from the offline demo corpus, so nobody mistakes it for a real opening. */
export function DemoLabel() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300 ring-inset">
      Demo data
    </span>
  );
}
