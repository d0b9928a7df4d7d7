export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'success';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md px-4 py-2 ' +
  'text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 disabled:hover:bg-indigo-600',
  secondary:
    'bg-white text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 ' +
    'disabled:hover:bg-white',
  ghost: 'text-slate-700 hover:bg-slate-100',
  /** Confirms something that cannot simply be undone (cancelling a subscription). */
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-600 disabled:hover:bg-red-700',
  /** Says something worked ("Jobs Search Started!", spec §2: green). */
  success: 'bg-green-700 text-white shadow-sm hover:bg-green-700',
};

/** Shared by <Button> and by links that look like buttons, so both stay identical. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = '') {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

/** A square button holding only an icon (the header's menu and notifications buttons). */
export const iconButtonClasses =
  'grid size-10 place-items-center rounded-md text-slate-700 hover:bg-slate-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
