import { paths } from '../../lib/paths.ts';
import { TextLink } from '../ui/text-link.tsx';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>© {new Date().getFullYear()} Hireloop</p>
        <nav aria-label="Legal" className="flex gap-6">
          <TextLink to={paths.privacy} reloadDocument>
            Privacy Policy
          </TextLink>
          <TextLink to={paths.terms} reloadDocument>
            Terms &amp; Conditions
          </TextLink>
        </nav>
      </div>
    </footer>
  );
}
