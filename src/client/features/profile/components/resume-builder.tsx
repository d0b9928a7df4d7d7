import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { AppPage } from '../../main-app/components/app-page.tsx';
import { profileQuery } from '../api/profile.ts';
import { type BuilderStepId, builderSteps, stepFromParam } from './builder-steps.ts';
import { DemographicsStep } from './demographics-step.tsx';
import { EducationStep } from './education-step.tsx';
import { PersonalStep } from './personal-step.tsx';
import { ResumeImport } from './resume-import.tsx';
import { StepList } from './step-list.tsx';
import { WorkStep } from './work-step.tsx';

/**
 * "Lets Build Your Resume" (spec §2): the four steps on the left, the current step's form on
 * the right. The step is in the address (?step=), so a reload stays on it.
 */
export function ResumeBuilder() {
  const user = useCurrentUser();
  const profile = useQuery(profileQuery);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const step = stepFromParam(params.get('step'));
  const panel = useStepFocus(step);
  const goTo = (next: BuilderStepId) => setParams({ step: next });
  const goToNext = () => {
    const index = builderSteps.findIndex((candidate) => candidate.id === step);
    const next = builderSteps[index + 1];
    if (next) goTo(next.id);
  };

  return (
    <AppPage title="Lets Build Your Resume">
      {user && profile.data ? (
        <ResumeImport
          userId={user.id}
          profile={profile.data.profile}
          onImported={() => setParams({ step: 'personal', imported: String(Date.now()) })}
        />
      ) : null}
      {!user ? null : profile.data ? (
        <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)]">
          <StepList current={step} onSelect={goTo} />
          <section
            key={params.get('imported') ?? 'form'}
            ref={panel}
            tabIndex={-1}
            aria-label="Current step"
            className="rounded-lg focus:outline-none bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            {step === 'personal' ? (
              <PersonalStep
                userId={user.id}
                accountEmail={profile.data.accountEmail}
                profile={profile.data.profile}
                onSaved={goToNext}
              />
            ) : step === 'demographics' ? (
              <DemographicsStep userId={user.id} onSaved={goToNext} />
            ) : step === 'education' ? (
              <EducationStep userId={user.id} profile={profile.data.profile} onSaved={goToNext} />
            ) : (
              <WorkStep
                userId={user.id}
                profile={profile.data.profile}
                onFinished={() => navigate(paths.dashboard)}
              />
            )}
          </section>
        </div>
      ) : profile.error ? (
        <div role="alert" className="space-y-3 text-slate-700">
          <p>Your profile could not be loaded: {errorMessage(profile.error)}</p>
          <Button variant="secondary" busy={profile.isFetching} onClick={() => profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Loading your profile…" />
      )}
    </AppPage>
  );
}

/**
 * After Next or a jump (not on arrival), focus moves to the new step's heading, so keyboard and
 * screen-reader users continue where the new form starts. A step still loading gets the panel.
 */
function useStepFocus(step: BuilderStepId) {
  const panel = useRef<HTMLElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = panel.current?.querySelector<HTMLElement>('#step-heading');
    (heading ?? panel.current)?.focus();
  }, [step]);
  return panel;
}
