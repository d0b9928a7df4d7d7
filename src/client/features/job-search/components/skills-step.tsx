import { Controller, type UseFormReturn } from 'react-hook-form';
import { ChipInput } from '../../../components/ui/chip-input.tsx';
import type { WizardValues } from './wizard-values.ts';

/** Step 2: skills, and software and tools, as chips. */
export function SkillsStep({ form }: { form: UseFormReturn<WizardValues> }) {
  return (
    <div className="space-y-6">
      {(
        [
          ['skills', 'Skills'],
          ['software', 'Software and Tools'],
        ] as const
      ).map(([name, label]) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            <ChipInput
              label={label}
              values={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
    </div>
  );
}
