import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { signUpInputSchema } from '../../../../shared/schemas/auth.ts';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { useRememberPlanFromAddress } from '../../billing/pending-plan-choice.ts';
import { useSignUp } from '../api/sign-up.ts';
import { GoogleOption } from './google-button.tsx';
import { googleFailureReasons, parseGoogleError } from './google-error.ts';
import { passwordHint } from './password-hint.ts';

export function SignupPage() {
  const signUp = useSignUp();
  const googleError = parseGoogleError(useSearchParams()[0].get('oauthError'));
  useRememberPlanFromAddress();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signUpInputSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit((input) =>
    signUp.mutate(input, { onError: (error) => showServerFieldErrors(error, setError) }),
  );

  return (
    <AuthLayout title="Create your account">
      <FormAlert>
        {signUp.error
          ? `Failed to create an account: ${errorMessage(signUp.error)}`
          : googleError
            ? `Failed to sign up with Google: ${googleFailureReasons[googleError]}`
            : null}
      </FormAlert>
      <form noValidate className="space-y-4" onSubmit={onSubmit}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button
          type="submit"
          className="w-full"
          busy={signUp.isPending}
          busyLabel="Creating account…"
        >
          Sign up
        </Button>
      </form>
      <GoogleOption intent="signup">Sign up with Google</GoogleOption>
      <p className="text-center text-sm text-slate-600">
        Already have an account? <TextLink to={paths.login}>Log in</TextLink>
      </p>
    </AuthLayout>
  );
}
