import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { addOutsideApplicationBodySchema } from '../../../../shared/schemas/tracker.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useAddOutsideApplication } from '../api/tracker.ts';

/** The API's body, except that the form's empty link box means "no link". */
const outsideFormSchema = addOutsideApplicationBodySchema.extend({
  link: z.union([z.literal(''), addOutsideApplicationBodySchema.shape.link.unwrap()]),
});
type OutsideValues = z.input<typeof outsideFormSchema>;

const today = () => new Date().toISOString().slice(0, 10);

/** "Add an application made elsewhere": title, company, link and date. */
export function AddOutsideForm({ onAdded }: { onAdded: (title: string) => void }) {
  const add = useAddOutsideApplication();
  const form = useForm<OutsideValues>({
    resolver: zodResolver(outsideFormSchema),
    defaultValues: { title: '', company: '', link: '', appliedOn: today() },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    add
      .mutateAsync({
        title: values.title,
        company: values.company,
        appliedOn: values.appliedOn,
        ...(values.link ? { link: values.link } : {}),
      })
      .then(
        (item) => {
          form.reset({ title: '', company: '', link: '', appliedOn: today() });
          onAdded(item.title);
        },
        (error: unknown) => showServerFieldErrors(error, form.setError),
      ),
  );
  const unexpected =
    add.error && !(add.error instanceof ApiError && add.error.code === 'VALIDATION_FAILED');
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      <TextField
        label="Job title"
        autoComplete="off"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextField
        label="Company"
        autoComplete="off"
        error={errors.company?.message}
        {...form.register('company')}
      />
      <TextField
        label="Link to the posting (optional)"
        type="url"
        hint="If Hireloop knows the job, the tracker links to it."
        error={errors.link?.message}
        {...form.register('link')}
      />
      <TextField
        label="Applied on"
        type="date"
        error={errors.appliedOn?.message}
        {...form.register('appliedOn')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" busy={add.isPending} busyLabel="Adding…">
          Add application
        </Button>
        <FormAlert>{unexpected ? errorMessage(add.error) : null}</FormAlert>
      </div>
    </form>
  );
}
