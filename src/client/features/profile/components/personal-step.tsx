import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type Profile, personalInfoSchema } from '../../../../shared/schemas/profile.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { showServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSaveProfileStep } from '../api/profile.ts';
import { readDraft } from '../drafts/profile-drafts.ts';
import { useAutosavedDraft } from '../drafts/use-autosaved-draft.ts';
import { useFieldSources } from '../review/use-field-sources.ts';
import { SAVE_FAILED, StepForm } from './step-form.tsx';

const REQUIRED_MISSING = 'Please fill in the required fields.';
const draftShape = z.object({ fullName: z.string(), phone: z.string(), linkedIn: z.string() });

type PersonalStepProps = {
  userId: string;
  accountEmail: string;
  profile: Profile | null;
  onSaved: () => void;
};

/** Step 1. The e-mail is the account's: shown, never edited here. */
export function PersonalStep({ userId, accountEmail, profile, onSaved }: PersonalStepProps) {
  const save = useSaveProfileStep();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(personalInfoSchema),
    defaultValues: readDraft(userId, 'personal', draftShape) ?? {
      fullName: profile?.fullName ?? '',
      phone: profile?.phone ?? '',
      linkedIn: profile?.linkedIn ?? '',
    },
  });
  const discardDraft = useAutosavedDraft(userId, 'personal', watch);
  const sources = useFieldSources(userId, 'personal', watch);

  const submit = handleSubmit(
    (body) => {
      setAlert(null);
      save.mutate(
        { step: 'personal', body },
        {
          onSuccess: () => {
            discardDraft();
            sources.stepSaved();
            onSaved();
          },
          onError: (error) => {
            setAlert(SAVE_FAILED);
            showServerFieldErrors(error, setError);
          },
        },
      );
    },
    (invalid) => setAlert(invalid.fullName ? REQUIRED_MISSING : null),
  );

  return (
    <StepForm
      title="Personal Information"
      intro="Fields marked * are required."
      alert={alert}
      onSubmit={submit}
      busy={save.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full Name *"
          autoComplete="name"
          aria-required="true"
          error={errors.fullName?.message}
          source={sources.sourceOf('fullName')}
          {...register('fullName')}
        />
        <TextField
          label="Email Address *"
          type="email"
          value={accountEmail}
          readOnly
          hint="The address you sign in with."
          source={sources.sourceOf('email')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          source={sources.sourceOf('phone')}
          {...register('phone')}
        />
        <TextField
          label="LinkedIn Profile URL"
          type="url"
          autoComplete="url"
          placeholder="https://www.linkedin.com/in/your-name"
          error={errors.linkedIn?.message}
          source={sources.sourceOf('linkedIn')}
          {...register('linkedIn')}
        />
      </div>
    </StepForm>
  );
}
