import { ATS_MATCHES } from './ats-hosts.ts';

/** The files the build writes into the unpacked extension (scripts/build-extension.ts). */
export const EXTENSION_FILES = {
  background: 'background.js',
  content: 'content.js',
  popupHtml: 'popup.html',
  popupScript: 'popup.js',
} as const;

/** The toolbar and extensions-page icon sizes Chrome asks for; drawn by the build. */
export const ICON_SIZES = [16, 32, 48, 128] as const;
export const iconFile = (size: number) => `icon-${size}.png`;
const icons = Object.fromEntries(ICON_SIZES.map((size) => [String(size), iconFile(size)]));

/**
 * Manifest V3 for Chrome, Edge and Brave. The permissions are the narrowest that work; decision
 * 064 says why each is there, and a test asserts this list exactly.
 */
export function extensionManifest(version: string) {
  return {
    manifest_version: 3,
    name: 'Hireloop',
    description:
      'Fills employers’ application forms from your Hireloop package. You solve any check and press Submit; the receipt goes back to Hireloop.',
    version,
    // chrome.storage.session, where each tab's application is kept, arrived in Chrome 102.
    minimum_chrome_version: '102',
    permissions: ['storage', 'activeTab', 'scripting'],
    host_permissions: ATS_MATCHES,
    background: { service_worker: EXTENSION_FILES.background },
    icons,
    action: {
      default_title: 'Hireloop',
      default_popup: EXTENSION_FILES.popupHtml,
      default_icon: icons,
    },
    content_scripts: [
      { matches: ATS_MATCHES, js: [EXTENSION_FILES.content], run_at: 'document_idle' },
    ],
  };
}
export type ExtensionManifest = ReturnType<typeof extensionManifest>;
