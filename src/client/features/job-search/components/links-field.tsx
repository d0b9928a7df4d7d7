import { Controller, type UseFormReturn } from 'react-hook-form';
import { ChipInput } from '../../../components/ui/chip-input.tsx';
import type { WizardValues } from './wizard-values.ts';

/** The data model's links (portfolio, licence lookup…), added like chips; each must be an address. */
export function LinksField({ form }: { form: UseFormReturn<WizardValues> }) {
  const errors = form.formState.errors.links;
  const firstError = Array.isArray(errors)
    ? errors.find((error) => error?.message)?.message
    : errors?.message;
  return (
    <Controller
      control={form.control}
      name="links"
      render={({ field }) => (
        <ChipInput
          label="Links"
          values={field.value}
          onChange={field.onChange}
          error={firstError}
        />
      )}
    />
  );
}
