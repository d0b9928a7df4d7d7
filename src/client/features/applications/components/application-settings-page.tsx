import { AppPage } from '../../main-app/components/app-page.tsx';

export function ApplicationSettingsPage() {
  return <AppPage title="Applying settings">{null}</AppPage>;
}
