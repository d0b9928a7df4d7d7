/** Inline outline icons (search, document, shield): no icon font, no extra request. */
const paths = [
  'M21 21l-4.3-4.3M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15z',
  'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9 12l2 2 4-4',
];

export function FeatureIcon({ index }: { index: number }) {
  return (
    <span className="grid size-11 place-items-center rounded-xl bg-indigo-50 text-indigo-700">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={paths[index % paths.length]} />
      </svg>
    </span>
  );
}
