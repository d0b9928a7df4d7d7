// HTML escaping and the page wrapper the Chromium and LibreOffice designs share (decision 043).
export const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const page = (title: string, css: string, body: string) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${html(title)}</title><style>${css}</style></head><body>\n${body}\n</body></html>\n`;

/** Each word in its own inline box (class "w"), so the PDF holds one text item per word. */
export const wordBoxes = (text: string) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `<span class="w">${html(word)}</span>`)
    .join(' ');
