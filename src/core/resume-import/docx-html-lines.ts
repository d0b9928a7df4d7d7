/**
 * mammoth's HTML for a Word document → lines. Only the tags mammoth writes are handled: headings,
 * paragraphs, list items, tables and line breaks (decision 044).
 */
export function docxHtmlLines(html: string): { lines: string[]; title?: string } {
  const rows = html.replace(/<tr>([\s\S]*?)<\/tr>/g, (_, row: string) => {
    const cells = [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => cell[1] ?? '');
    // A table used for page layout (a sidebar beside the main column) holds whole sections in
    // a cell: read it cell after cell. A table of data is read row by row, cells divided.
    const layout = cells.some((cell) => /<h\d|<ul|<ol/.test(cell) || cell.split('<p>').length > 3);
    if (layout) return cells.join('');
    const texts = cells.map((cell) => textOf(cell.replace(/<\/p>\s*<p>/g, ' | ')));
    return `<p>${texts.filter(Boolean).join(' | ')}</p>`;
  });
  const lines: string[] = [];
  let title: string | undefined;
  for (const block of rows.matchAll(/<(h[1-6]|p|li)>([\s\S]*?)<\/\1>/g)) {
    const [, tag, inner = ''] = block;
    const parts = inner
      .split(/<br\s*\/?>/)
      .map(textOf)
      .filter(Boolean);
    // Only a title opening the document names the person; later Heading 1s name sections.
    if (tag === 'h1' && lines.length === 0 && parts.length === 1) title = parts[0];
    for (const part of parts) lines.push(tag === 'li' ? `• ${part}` : part);
  }
  return { lines, ...(title ? { title } : {}) };
}

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    // A tab stop divides fields ("Teacher of Science<tab>Sep 2017 – Aug 2020"), as a wide gap does in a PDF.
    .replace(/\s*\t\s*/g, ' | ')
    .replace(/[^\S\t]+/g, ' ')
    .trim();
}
