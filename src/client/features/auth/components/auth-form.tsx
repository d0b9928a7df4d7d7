import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

type AuthFormProps = {
  /** The failure of the last submit, shown above the form and announced. */
  alert: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
};

/** The form of every sign-in, sign-up and password page: alert, fields, one full-width submit. */
export function AuthForm({
  alert,
  onSubmit,
  submitLabel,
  busy,
  busyLabel,
  children,
}: AuthFormProps) {
  return (
    <>
      <FormAlert>{alert}</FormAlert>
      <form noValidate className="space-y-4" onSubmit={onSubmit}>
        {children}
        <Button type="submit" className="w-full" busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}

export function EmailField(props: { registration: UseFormRegisterReturn; error?: string }) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      error={props.error}
      {...props.registration}
    />
  );
}

const passwordHint = `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are easy to remember and hard to guess.`;

/** A new password and its confirmation (sign-up and reset), with the one rule stated up front. */
export function NewPasswordFields(props: {
  labels: [password: string, confirmation: string];
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: { message?: string }; confirmPassword?: { message?: string } };
}) {
  const [passwordLabel, confirmationLabel] = props.labels;
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={passwordHint}
        error={props.errors.password?.message}
        {...props.password}
      />
      <TextField
        label={confirmationLabel}
        type="password"
        autoComplete="new-password"
        error={props.errors.confirmPassword?.message}
        {...props.confirmPassword}
      />
    </>
  );
}
