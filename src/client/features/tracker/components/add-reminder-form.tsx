import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type AddReminderBody, addReminderBodySchema } from '../../../../shared/schemas/tracker.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useAddReminder } from '../api/tracker.ts';

/** A follow-up reminder: a date and what to do. */
export function AddReminderForm({ itemId }: { itemId: string }) {
  const add = useAddReminder();
  const form = useForm<AddReminderBody>({
    resolver: zodResolver(addReminderBodySchema),
    defaultValues: { dueOn: '', text: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    add.mutateAsync({ id: itemId, ...values }).then(
      () => form.reset(),
      (error: unknown) => showServerFieldErrors(error, form.setError),
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="mt-2 grid gap-2">
      <label className="block text-xs font-medium text-slate-700">
        Reminder date
        <input
          type="date"
          aria-invalid={errors.dueOn ? true : undefined}
          className="mt-1 block w-full rounded-md px-2 py-1 text-sm ring-1 ring-slate-300 ring-inset"
          {...form.register('dueOn')}
        />
      </label>
      {errors.dueOn ? <p className="text-xs text-red-700">{errors.dueOn.message}</p> : null}
      <label className="block text-xs font-medium text-slate-700">
        Reminder
        <input
          type="text"
          maxLength={300}
          placeholder="Follow up by e-mail"
          aria-invalid={errors.text ? true : undefined}
          className="mt-1 block w-full rounded-md px-2 py-1 text-sm ring-1 ring-slate-300 ring-inset"
          {...form.register('text')}
        />
      </label>
      {errors.text ? <p className="text-xs text-red-700">{errors.text.message}</p> : null}
      <button
        type="submit"
        disabled={add.isPending}
        className="justify-self-start rounded-md bg-indigo-600 px-2 py-1 text-xs font-medium text-white"
      >
        Add reminder
      </button>
      {add.isError && !form.formState.errors.dueOn && !form.formState.errors.text ? (
        <p role="alert" className="text-xs text-red-700">
          {errorMessage(add.error)}
        </p>
      ) : null}
    </form>
  );
}
