/** A field's error under it, announced, with the id its control names in aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}
