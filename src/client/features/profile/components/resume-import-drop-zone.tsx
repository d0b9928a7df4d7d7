import { type DragEvent, useId, useState } from 'react';
import { resumeImportAccept } from '../../../../shared/schemas/resume-import.ts';

type ResumeDropZoneProps = { busy: boolean; onFile: (file: File) => void };

/**
 * A file input dressed as a drop zone. The input itself stays focusable (visually hidden), so
 * keyboard and screen-reader users get the browser's own file picker; a drop does the same.
 */
export function ResumeDropZone({ busy, onFile }: ResumeDropZoneProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };

  return (
    <label
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`mt-4 flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed p-6 text-center text-sm focus-within:ring-2 focus-within:ring-indigo-600 ${
        dragging ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 bg-slate-50'
      } ${busy ? 'cursor-wait opacity-60' : ''}`}
    >
      <span className="font-medium text-indigo-700">Choose a resume file</span>
      <span className="text-slate-600">or drop it here (PDF, DOCX or JSON, up to 5 MB)</span>
      <input
        id={inputId}
        type="file"
        accept={resumeImportAccept}
        disabled={busy}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file can be chosen again after a fix
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
