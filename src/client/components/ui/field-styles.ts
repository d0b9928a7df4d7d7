/** The look of every text-like control (input, textarea, select), with and without an error. */
export function controlClasses(hasError: boolean) {
  const border = hasError
    ? 'ring-red-500 focus-visible:outline-red-600'
    : 'ring-slate-300 focus-visible:outline-indigo-600';
  return (
    'mt-1 block w-full rounded-md bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
    `ring-1 ring-inset placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-0 sm:text-sm ${border}`
  );
}
