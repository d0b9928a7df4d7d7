import { ResumeBuilder } from '../../profile/components/resume-builder.tsx';

/** /main-app-forms: the resume builder (spec §1 route table). */
export function ResumeBuilderPage() {
  return <ResumeBuilder />;
}
