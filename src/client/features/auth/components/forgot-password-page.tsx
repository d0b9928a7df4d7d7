import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { forgotPasswordInputSchema } from '../../../../shared/schemas/auth.ts';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AuthForm, EmailField } from './auth-form.tsx';

export function ForgotPasswordPage() {
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordInputSchema), defaultValues: { email: '' } });

  if (requestReset.isSuccess) {
    return (
      <AuthLayout title="Check your inbox">
        <p role="status" className="text-slate-700">
          If an account uses {requestReset.variables.email}, we have sent it a link to choose a new
          password. The link works once and expires soon. Nothing arrived? Check your spam folder,
          or ask for another link.
        </p>
        <p className="text-sm">
          <TextLink to={paths.login}>Back to log in</TextLink>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <AuthForm
        alert={requestReset.error ? errorMessage(requestReset.error) : null}
        onSubmit={handleSubmit((input) => requestReset.mutate(input))}
        submitLabel="Send reset link"
        busy={requestReset.isPending}
        busyLabel="Sending…"
      >
        <EmailField registration={register('email')} error={errors.email?.message} />
      </AuthForm>
      <p className="text-center text-sm text-slate-600">
        Remembered it? <TextLink to={paths.login}>Log in</TextLink>
      </p>
    </AuthLayout>
  );
}
