import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AddFollowedSourceBody,
  addFollowedSourceBodySchema,
} from '../../../../shared/schemas/admin-sources.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useAddSource } from '../api/admin-sources.ts';

/** Follow a board: "greenhouse:acme", "workday:acme.wd5.myworkdayjobs.com/External"… */
export function AddSourceForm() {
  const add = useAddSource();
  const form = useForm<AddFollowedSourceBody>({
    resolver: zodResolver(addFollowedSourceBodySchema),
    defaultValues: { source: '', industry: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    add
      .mutateAsync({
        source: values.source,
        ...(values.industry ? { industry: values.industry } : {}),
      })
      .then(
        () => form.reset(),
        (error: unknown) => showServerFieldErrors(error, form.setError),
      ),
  );
  const unexpected =
    add.error && !(add.error instanceof ApiError && add.error.code === 'VALIDATION_FAILED');
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
    >
      <TextField
        label="Source (kind:key)"
        hint="e.g. greenhouse:acme, lever:acme, ashby:acme, workday:acme.wd5.myworkdayjobs.com/External"
        autoComplete="off"
        error={errors.source?.message}
        {...form.register('source')}
      />
      <TextField
        label="Industry (optional)"
        autoComplete="off"
        error={errors.industry?.message}
        {...form.register('industry')}
      />
      <Button type="submit" className="sm:mt-6" busy={add.isPending} busyLabel="Adding…">
        Add source
      </Button>
      <div className="sm:col-span-3">
        <FormAlert>{unexpected ? errorMessage(add.error) : null}</FormAlert>
      </div>
    </form>
  );
}
