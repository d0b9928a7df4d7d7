import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { signUpInputSchema } from '../../../../shared/schemas/auth.ts';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { useRememberPlanFromAddress } from '../../billing/pending-plan-choice.ts';
import { useSignUp } from '../api/sign-up.ts';
import { AuthForm, EmailField, NewPasswordFields } from './auth-form.tsx';
import { GoogleOption } from './google-button.tsx';
import { googleFailureReasons, parseGoogleError } from './google-error.ts';

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

  if (signUp.isSuccess) {
    return (
      <AuthLayout title="Check your inbox">
        <p role="status" className="text-slate-700">
          We have sent a message to {signUp.variables.email}. Its link confirms your address and
          signs you in; you can also log in now with the password you chose. If this address already
          has an account, the message tells you how to get back into it instead. Nothing arrived?
          Check your spam folder.
        </p>
        <p className="text-sm">
          <TextLink to={paths.login}>Log in now</TextLink>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Create your account">
      <AuthForm
        alert={
          signUp.error
            ? `Failed to create an account: ${errorMessage(signUp.error)}`
            : googleError
              ? `Failed to sign up with Google: ${googleFailureReasons[googleError]}`
              : null
        }
        onSubmit={onSubmit}
        submitLabel="Sign up"
        busy={signUp.isPending}
        busyLabel="Creating account…"
      >
        <EmailField registration={register('email')} error={errors.email?.message} />
        <NewPasswordFields
          labels={['Password', 'Confirm password']}
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={errors}
        />
      </AuthForm>
      <GoogleOption intent="signup">Sign up with Google</GoogleOption>
      <p className="text-center text-sm text-slate-600">
        Already have an account? <TextLink to={paths.login}>Log in</TextLink>
      </p>
    </AuthLayout>
  );
}
