import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { emptyCertification, type WizardValues } from './wizard-values.ts';

type RowField = 'name' | 'organization' | 'issueDate' | 'expirationDate' | 'relevantLink';
const rowFields: { name: RowField; label: string; type: string }[] = [
  { name: 'name', label: 'Certification Name', type: 'text' },
  { name: 'organization', label: 'Organization', type: 'text' },
  { name: 'issueDate', label: 'Issue Date', type: 'date' },
  { name: 'expirationDate', label: 'Expiration Date', type: 'date' },
  { name: 'relevantLink', label: 'Relevant Link', type: 'url' },
];

/** Step 3: certification rows, each removable, plus "Add Certification". */
export function CertificationsStep({ form }: { form: UseFormReturn<WizardValues> }) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'certifications',
  });
  const errors = form.formState.errors.certifications;
  return (
    <div className="space-y-4">
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600">No certifications added.</p>
      ) : null}
      {fields.map((row, index) => (
        <fieldset key={row.id} className="rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            Certification {index + 1}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {rowFields.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                type={field.type}
                error={errors?.[index]?.[field.name]?.message}
                {...form.register(`certifications.${index}.${field.name}`)}
              />
            ))}
          </div>
          <Button variant="ghost" className="mt-3" onClick={() => remove(index)}>
            Remove<span className="sr-only"> certification {index + 1}</span>
          </Button>
        </fieldset>
      ))}
      <Button variant="secondary" onClick={() => append({ ...emptyCertification })}>
        Add Certification
      </Button>
    </div>
  );
}
