import type { PackageResponse } from '../../../../shared/schemas/tailoring.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every version of the package, newest first; earlier ones open read-only. */
export function VersionPicker({
  versions,
  shown,
  latest,
  onPick,
}: {
  versions: PackageResponse['versions'];
  shown: number;
  latest: number;
  onPick: (version: number) => void;
}) {
  if (versions.length < 2) return null;
  const sorted = [...versions].sort((a, b) => b.version - a.version);
  return (
    <label className="block text-sm font-medium text-slate-800">
      Version
      <select
        className="mt-1 block w-full rounded-md bg-white px-3 py-2 text-sm ring-1 ring-slate-300 ring-inset focus-visible:outline-2 focus-visible:outline-indigo-600 sm:w-auto"
        value={shown}
        onChange={(event) => onPick(Number(event.target.value))}
      >
        {sorted.map((item) => (
          <option key={item.version} value={item.version}>
            {[
              `Version ${item.version}`,
              item.version === latest ? 'current' : null,
              item.edited ? 'edited' : null,
              dateFormat.format(new Date(item.createdAt)),
            ]
              .filter(Boolean)
              .join(' · ')}
          </option>
        ))}
      </select>
    </label>
  );
}
