/** The "or" rule between the password form and the Google button. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      or
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
