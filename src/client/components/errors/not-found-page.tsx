import { paths } from '../../lib/paths.ts';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { LinkButton } from '../ui/link-button.tsx';

export function NotFoundPage() {
  return (
    <PublicLayout title="Page not found">
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <LinkButton to={paths.home} reloadDocument>
        Go to the home page
      </LinkButton>
    </PublicLayout>
  );
}
