import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  type AddOutsideApplicationBody,
  addOutsideApplicationBodySchema,
  type TrackedItem,
} from '../../../../shared/schemas/tracker.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useAddOutsideApplication, useEditOutsideApplication } from '../api/tracker.ts';

/** The API's body, except that the form's empty link box means "no link". */
const outsideFormSchema = addOutsideApplicationBodySchema.extend({
  link: z.union([z.literal(''), addOutsideApplicationBodySchema.shape.link.unwrap()]),
});
type OutsideValues = z.input<typeof outsideFormSchema>;

const today = () => new Date().toISOString().slice(0, 10);
const blank = (): OutsideValues => ({ title: '', company: '', link: '', appliedOn: today() });

/**
 * An application made elsewhere: title, company, link and date. Without `item` it adds one;
 * with it, it corrects that one (the same fields and rules, decision 069).
 */
export function OutsideApplicationForm({
  item,
  onDone,
  onCancel,
}: {
  item?: TrackedItem;
  onDone: (saved: TrackedItem) => void;
  onCancel?: () => void;
}) {
  const add = useAddOutsideApplication();
  const edit = useEditOutsideApplication();
  const save = item ? edit : add;
  const form = useForm<OutsideValues>({
    resolver: zodResolver(outsideFormSchema),
    defaultValues: item
      ? {
          title: item.title,
          company: item.company,
          link: item.link ?? '',
          appliedOn: item.appliedOn,
        }
      : blank(),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    const body: AddOutsideApplicationBody = {
      title: values.title,
      company: values.company,
      appliedOn: values.appliedOn,
      ...(values.link ? { link: values.link } : {}),
    };
    return (item ? edit.mutateAsync({ id: item.id, ...body }) : add.mutateAsync(body)).then(
      (saved) => {
        if (!item) form.reset(blank());
        onDone(saved);
      },
      (error: unknown) => showServerFieldErrors(error, form.setError),
    );
  });
  const unexpected =
    save.error && !(save.error instanceof ApiError && save.error.code === 'VALIDATION_FAILED');
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={item ? `Edit ${item.title}` : undefined}
      className={`grid gap-3 ${item ? '' : 'sm:grid-cols-2'}`}
    >
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
      <div className={`flex flex-wrap gap-2 ${item ? '' : 'sm:col-span-2'}`}>
        <Button type="submit" busy={save.isPending} busyLabel={item ? 'Saving…' : 'Adding…'}>
          {item ? 'Save changes' : 'Add application'}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <FormAlert>{unexpected ? errorMessage(save.error) : null}</FormAlert>
      </div>
    </form>
  );
}
