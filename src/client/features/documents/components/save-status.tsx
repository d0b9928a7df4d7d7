import { Button } from '../../../components/ui/button.tsx';
import type { SaveStatus } from '../use-package-editor.ts';

const labels: Record<Exclude<SaveStatus, 'error'>, string> = {
  saved: 'Saved',
  pending: 'Unsaved changes',
  saving: 'Saving…',
};

/** The autosave's state, announced politely; a failure offers to try again and says nothing is lost. */
export function SaveStatusLine({
  status,
  error,
  onRetry,
}: {
  status: SaveStatus;
  error: string;
  onRetry: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p
        role="status"
        aria-live="polite"
        className={status === 'error' ? 'text-red-700' : 'text-slate-700'}
      >
        {status === 'error'
          ? `Not saved: ${error} Your changes are kept on this device.`
          : labels[status]}
      </p>
      {status === 'error' ? (
        <Button variant="secondary" onClick={onRetry}>
          Retry saving
        </Button>
      ) : null}
    </div>
  );
}
