import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { signInInputSchema } from '../../../../shared/schemas/auth.ts';
import { AuthLayout } from '../../../components/layouts/auth-layout.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignIn } from '../api/sign-in.ts';
import { AuthForm, EmailField } from './auth-form.tsx';
import { GoogleOption } from './google-button.tsx';
import { googleFailureReasons, parseGoogleError } from './google-error.ts';

export function LoginPage() {
  const signIn = useSignIn();
  const [params] = useSearchParams();
  const googleError = parseGoogleError(params.get('oauthError'));
  // Settings sends a user here after erasing their account (features/profile).
  const accountDeleted = params.get('accountDeleted') === '1';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signInInputSchema),
    defaultValues: { email: '', password: '' },
  });

  return (
    <AuthLayout title="Log in">
      {accountDeleted ? (
        <p
          role="status"
          className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200"
        >
          Your account and everything stored with it have been deleted.
        </p>
      ) : null}
      <AuthForm
        alert={
          signIn.error ? (
            signInFailure(signIn.error)
          ) : googleError ? (
            <>
              <p>Failed to log in with Google.</p>
              {googleError === 'link_required' || googleError === 'not_configured' ? (
                <p className="mt-1">{googleFailureReasons[googleError]}</p>
              ) : null}
            </>
          ) : null
        }
        onSubmit={handleSubmit((input) => signIn.mutate(input))}
        submitLabel="Sign in"
        busy={signIn.isPending}
        busyLabel="Signing in…"
      >
        <EmailField registration={register('email')} error={errors.email?.message} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="text-right text-sm">
          <TextLink to={paths.forgotPassword}>Forgot your password?</TextLink>
        </p>
      </AuthForm>
      <GoogleOption intent="login">Sign in with Google</GoogleOption>
      <p className="text-center text-sm text-slate-600">
        New to Hireloop? <TextLink to={paths.signup}>Create an account</TextLink>
      </p>
    </AuthLayout>
  );
}

function signInFailure(error: Error) {
  if (!(error instanceof ApiError)) return 'Failed to log in. Please try again.';
  // Too many attempts: the server's message says when to try again.
  if (error.code === 'RATE_LIMITED') return error.message;
  if (error.status === 401) return 'Failed to log in. Please check your credentials.';
  return error.message;
}
