import type { Capture } from '../messages.ts';

/**
 * A JPEG of what the tab shows. Chromium grants captureVisibleTab only with <all_urls> or after
 * the user invoked the extension on this tab (activeTab); host permissions do not suffice
 * (checked in Chromium 156, decision 064). Without the grant there is no capture, and the
 * content script renders the page itself instead (content/render-page.ts).
 */
export async function captureTab(windowId: number): Promise<Capture | null> {
  try {
    const dataUrl = await chrome.tabs.captureVisibleTab(windowId, { format: 'jpeg', quality: 70 });
    return { contentType: 'image/jpeg', base64: dataUrl.slice(dataUrl.indexOf(',') + 1) };
  } catch {
    return null;
  }
}
