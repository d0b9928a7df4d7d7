import { ResumeBuilder } from '../../profile/components/resume-builder.tsx';

/** /main-app: the resume builder, labelled About You in the sidebar (spec §1 route table). */
export function AboutYouPage() {
  return <ResumeBuilder />;
}
