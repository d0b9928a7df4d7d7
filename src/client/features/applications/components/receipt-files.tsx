import type { Receipt } from '../../../../shared/schemas/applications.ts';
import { artifactUrl } from '../api/applications.ts';
import { formatBytes } from '../format-bytes.ts';

const isImage = (name: string) => /\.(png|jpe?g|webp)$/i.test(name);
const screenshotLabels: Record<string, string> = {
  'form.png': 'The filled form, just before it was submitted',
  'confirmation.png': "The employer's confirmation page",
};

/** The files sent (with their SHA-256), the screenshots, and every stored file to download. */
export function ReceiptFiles({
  id,
  files,
  artifacts,
}: {
  id: string;
  files: Receipt['files'];
  artifacts: Receipt['artifacts'];
}) {
  const screenshots = artifacts.filter((artifact) => isImage(artifact.name));
  return (
    <>
      <div className="space-y-2">
        <h3 className="text-base font-semibold text-slate-900">Files sent</h3>
        {files.length === 0 ? (
          <p className="text-sm text-slate-600">No files were sent.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {files.map((file) => (
              <li key={file.sha256} className="min-w-0">
                <p className="wrap-anywhere text-slate-900">
                  {file.fileName} ({formatBytes(file.bytes)})
                </p>
                <p className="font-mono text-xs break-all text-slate-600">SHA-256 {file.sha256}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      {screenshots.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-base font-semibold text-slate-900">Screenshots</h3>
          {screenshots.map((shot) => (
            <figure key={shot.name} className="space-y-1">
              <img
                src={artifactUrl(id, shot.name)}
                alt={screenshotLabels[shot.name] ?? shot.name}
                loading="lazy"
                className="max-h-[32rem] w-full rounded-md object-contain object-top ring-1 ring-slate-200"
              />
              <figcaption className="text-xs text-slate-600">
                {screenshotLabels[shot.name] ?? shot.name}
              </figcaption>
            </figure>
          ))}
        </div>
      ) : null}
      {artifacts.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-base font-semibold text-slate-900">Download</h3>
          <ul className="space-y-1 text-sm">
            {artifacts.map((artifact) => (
              <li key={artifact.name}>
                <a
                  href={artifactUrl(id, artifact.name)}
                  download
                  className="font-semibold break-all text-indigo-600 underline underline-offset-2"
                >
                  {artifact.name}
                </a>{' '}
                <span className="text-slate-600">({formatBytes(artifact.bytes)})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
