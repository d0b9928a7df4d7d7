import type { Requirement } from '../../../../shared/schemas/tailoring.ts';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * Each requirement of the posting: met, with the profile fact that meets it, or not met. A
 * requirement not met is never written into the documents; the user may add it to the profile
 * if it is true, and tailor again.
 */
export function CoverageReport({ coverage }: { coverage: Requirement[] }) {
  if (coverage.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        The posting names no requirement we could read, so there is nothing to check against.
      </p>
    );
  }
  const met = coverage.filter((item) => item.met).length;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Your profile meets {met} of the {coverage.length} requirements the posting names.
      </p>
      <ul aria-label="Requirements" className="space-y-2">
        {coverage.map((item) => (
          <li
            key={item.id}
            className={`rounded-md p-3 text-sm ring-1 ${item.met ? 'bg-green-50 ring-green-200' : 'bg-slate-50 ring-slate-200'}`}
          >
            <p className="font-medium text-slate-900">
              <span className={item.met ? 'text-green-800' : 'text-slate-700'}>
                {item.met ? 'Met: ' : 'Not met: '}
              </span>
              {item.text}
            </p>
            {item.met ? (
              <p className="mt-1 text-slate-700">
                {item.evidenceText || 'In your profile'}
                {item.evidence ? (
                  <span className="text-slate-600"> (from: {item.evidence.label})</span>
                ) : null}
              </p>
            ) : (
              <p className="mt-1 text-slate-700">
                Not in your profile, so the documents do not claim it. If you have it,{' '}
                <TextLink to={paths.resumeBuilder}>add it to your profile</TextLink> and tailor
                again.
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
