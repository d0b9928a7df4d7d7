/**
 * mammoth's HTML for a Word document → lines. Only the tags mammoth writes are handled: headings,
 * paragraphs, list items, tables and line breaks (decision 044).
 */
export function docxHtmlLines(html: string): {
  lines: string[];
  title?: string;
  columnStarts: number[];
} {
  const rows = html.replace(/<tr>([\s\S]*?)<\/tr>/g, (_, row: string) => {
    const cells = [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => cell[1] ?? '');
    // A table used for page layout (a sidebar beside the main column) holds whole sections in
    // a cell: read it cell after cell. A table of data is read row by row, cells divided.
    const layout = cells.some((cell) => /<h\d|<ul|<ol/.test(cell) || cell.split('<p>').length > 3);
    if (layout) return cells.join(COLUMN_MARK);
    // A cell's first line stands beside the other cells' (dates | title); its further lines
    // (employer, description) follow the row.
    const parts = cells.map((cell) =>
      cell
        .split(/<br\s*\/?>|<\/p>\s*<p>/)
        .map(textOf)
        .filter(Boolean),
    );
    const first = parts.map((cellParts) => cellParts[0] ?? '').filter(Boolean);
    const rest = parts.flatMap((cellParts) => cellParts.slice(1));
    return [first.join(' | '), ...rest].map((line) => `<p>${escapeText(line)}</p>`).join('');
  });
  const lines: string[] = [];
  const columnStarts: number[] = [];
  let title: string | undefined;
  for (const block of rows.matchAll(/<(h[1-6]|p|li)>([\s\S]*?)<\/\1>|<!--column-->/g)) {
    const [, tag, inner = ''] = block;
    if (!tag) {
      if (lines.length > 0) columnStarts.push(lines.length);
      continue;
    }
    const parts = inner
      .split(/<br\s*\/?>/)
      .map(textOf)
      .filter(Boolean);
    // Only a title opening the document names the person; later Heading 1s name sections.
    if (tag === 'h1' && lines.length === 0 && parts.length === 1) title = parts[0];
    for (const part of parts) lines.push(tag === 'li' ? `• ${part}` : part);
  }
  return { lines, columnStarts, ...(title ? { title } : {}) };
}

/** Between the cells of a layout table: the next cell is another column (decision 044). */
const COLUMN_MARK = '<!--column-->';

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function textOf(html: string): string {
  return (
    html
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
      .trim()
  );
}
