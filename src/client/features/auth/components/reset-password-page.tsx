import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { resetPasswordInputSchema } from '../../../../shared/schemas/auth.ts';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { isCompleteToken, isInvalidToken } from './email-link-token.ts';
import { LinkProblem } from './link-problem.tsx';
import { passwordHint } from './password-hint.ts';

export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  if (!isCompleteToken(token) || isInvalidToken(resetPassword.error)) {
    return (
      <LinkProblem>
        <LinkButton to={paths.forgotPassword} className="w-full">
          Ask for a new link
        </LinkButton>
      </LinkProblem>
    );
  }
  if (resetPassword.isSuccess) {
    return (
      <AuthLayout title="Password changed">
        <p role="status" className="text-slate-700">
          Your new password is set. Log in with it to continue.
        </p>
        <LinkButton to={paths.login} className="w-full">
          Log in
        </LinkButton>
      </AuthLayout>
    );
  }

  const onSubmit = handleSubmit((input) =>
    resetPassword.mutate(input, { onError: (error) => showServerFieldErrors(error, setError) }),
  );
  return (
    <AuthLayout title="Choose a new password">
      <FormAlert>{resetPassword.error ? errorMessage(resetPassword.error) : null}</FormAlert>
      <form noValidate className="space-y-4" onSubmit={onSubmit}>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" className="w-full" busy={resetPassword.isPending} busyLabel="Saving…">
          Set new password
        </Button>
      </form>
    </AuthLayout>
  );
}
