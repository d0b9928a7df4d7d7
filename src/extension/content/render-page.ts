import { ask, type Capture } from '../messages.ts';

/** The receipt's captures may hold 3 MB of image each (the contract's base64 limit). */
const MAX_BASE64 = 4_000_000;

/**
 * A picture of the page for the receipt. The tab's own screenshot when Chromium grants it (the
 * user opened the extension on this tab: activeTab); otherwise the page's DOM drawn into a
 * canvas through an SVG foreignObject, which shows the values and texts, not the exact pixels
 * (decision 064). Null when neither works: the receipt is still sent, without it.
 */
export async function capturePage(): Promise<Capture | null> {
  const shot = await ask({ type: 'capture' }).catch(() => null);
  if (shot && shot.base64.length <= MAX_BASE64) return shot;
  return renderDom().catch(() => null);
}

async function renderDom(): Promise<Capture | null> {
  const width = document.documentElement.clientWidth || 1024;
  const height = Math.min(document.documentElement.scrollHeight || 768, 4000);
  const copy = document.documentElement.cloneNode(true) as HTMLElement;
  // Typed values live in properties, not attributes: write them in so the picture shows them.
  const live = Array.from(document.querySelectorAll('input, textarea, select'));
  const copies = Array.from(copy.querySelectorAll('input, textarea, select'));
  live.forEach((el, index) => {
    const twin = copies[index];
    if (!twin) return;
    if (el instanceof HTMLTextAreaElement) twin.textContent = el.value;
    else if (el instanceof HTMLSelectElement)
      twin.querySelectorAll('option')[el.selectedIndex]?.setAttribute('selected', '');
    else if (el instanceof HTMLInputElement && el.type !== 'file') {
      twin.setAttribute('value', el.value);
      if (el.checked) twin.setAttribute('checked', '');
    }
  });
  for (const el of Array.from(copy.querySelectorAll('script, iframe, hireloop-panel'))) el.remove();
  const xhtml = new XMLSerializer().serializeToString(copy);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><foreignObject width="100%" height="100%">${xhtml}</foreignObject></svg>`;
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0);
  const dataUrl = canvas.toDataURL('image/jpeg', 0.7);
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return base64.length > 0 && base64.length <= MAX_BASE64
    ? { contentType: 'image/jpeg', base64 }
    : null;
}
