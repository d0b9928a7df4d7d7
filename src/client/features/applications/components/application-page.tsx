import { AppPage } from '../../main-app/components/app-page.tsx';

export function ApplicationPage() {
  return <AppPage title="Application">{null}</AppPage>;
}
