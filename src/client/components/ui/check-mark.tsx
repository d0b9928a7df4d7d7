/**
 * A tick drawn with two borders: a "✓" character is missing from many system fonts, so the
 * browser would first search them for a fallback, and it would look different on every device.
 */
export function CheckMark({ className = 'border-indigo-600' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`mt-1.5 ml-0.5 inline-block h-2.5 w-1.5 shrink-0 rotate-45 border-r-2 border-b-2 ${className}`}
    />
  );
}
