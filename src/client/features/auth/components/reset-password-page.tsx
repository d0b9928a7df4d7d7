import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { resetPasswordInputSchema } from '../../../../shared/schemas/auth.ts';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthForm, NewPasswordFields } from './auth-form.tsx';
import { isCompleteToken, isInvalidToken } from './email-link-token.ts';
import { LinkProblem } from './link-problem.tsx';

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
      <AuthForm
        alert={resetPassword.error ? errorMessage(resetPassword.error) : null}
        onSubmit={onSubmit}
        submitLabel="Set new password"
        busy={resetPassword.isPending}
        busyLabel="Saving…"
      >
        <NewPasswordFields
          labels={['New password', 'Confirm new password']}
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={errors}
        />
      </AuthForm>
    </AuthLayout>
  );
}
