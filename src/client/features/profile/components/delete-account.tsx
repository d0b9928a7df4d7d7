import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { deleteAccountBodySchema } from '../../../../shared/schemas/account-data.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useDeleteAccount } from '../api/account-data.ts';

/** Erasure behind two deliberate steps: open the question, then confirm with the password. */
export function DeleteAccount() {
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const startButton = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(deleteAccountBodySchema), defaultValues: { password: '' } });
  useEffect(() => {
    if (confirming) setFocus('password');
  }, [confirming, setFocus]);

  const submit = handleSubmit((input) =>
    remove.mutate(input, { onError: (error) => showServerFieldErrors(error, setError) }),
  );
  const failure =
    remove.error instanceof ApiError && Object.keys(remove.error.fieldErrors).length > 0
      ? null
      : remove.error && errorMessage(remove.error);

  return (
    <section
      aria-labelledby="delete-heading"
      className="space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">
        Delete my account
      </h2>
      <p className="text-sm text-slate-700">
        Removes your account, profile and answers for good and cancels your subscription. This
        cannot be undone.
      </p>
      {confirming ? (
        <form
          noValidate
          onSubmit={submit}
          className="space-y-4 rounded-md bg-red-50 p-4 ring-1 ring-red-200"
        >
          <p id="delete-question" className="text-sm text-red-950">
            <strong>Delete your account permanently?</strong> Enter your password to confirm.
          </p>
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <FormAlert>{failure}</FormAlert>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              type="submit"
              variant="danger"
              aria-describedby="delete-question"
              busy={remove.isPending}
              busyLabel="Deleting…"
            >
              Delete my account permanently
            </Button>
            <Button
              variant="secondary"
              disabled={remove.isPending}
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => startButton.current?.focus());
              }}
            >
              Keep my account
            </Button>
          </div>
        </form>
      ) : (
        <Button ref={startButton} variant="danger" onClick={() => setConfirming(true)}>
          Delete my account
        </Button>
      )}
    </section>
  );
}
