import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { forgotPasswordInputSchema } from '../../../../shared/schemas/auth.ts';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

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
      <FormAlert>{requestReset.error ? errorMessage(requestReset.error) : null}</FormAlert>
      <form
        noValidate
        className="space-y-4"
        onSubmit={handleSubmit((input) => requestReset.mutate(input))}
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" className="w-full" busy={requestReset.isPending} busyLabel="Sending…">
          Send reset link
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">
        Remembered it? <TextLink to={paths.login}>Log in</TextLink>
      </p>
    </AuthLayout>
  );
}
