/**
 * mammoth's HTML for a Word document → lines. Only the tags mammoth writes are handled: headings,
 * paragraphs, list items, tables and line breaks (decision 044).
 */
export function docxHtmlLines(html: string): { lines: string[]; title?: string } {
  const rows = html.replace(/<tr>([\s\S]*?)<\/tr>/g, (_, row: string) => {
    const cells = [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) =>
      textOf((cell[1] ?? '').replace(/<\/p>\s*<p>/g, ' | ')),
    );
    return `<p>${cells.filter(Boolean).join(' | ')}</p>`;
  });
  const lines: string[] = [];
  let title: string | undefined;
  for (const block of rows.matchAll(/<(h[1-6]|p|li)>([\s\S]*?)<\/\1>/g)) {
    const [, tag, inner = ''] = block;
    const parts = inner
      .split(/<br\s*\/?>/)
      .map(textOf)
      .filter(Boolean);
    if (tag === 'h1' && title === undefined && parts.length === 1) title = parts[0];
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
    .replace(/\s+/g, ' ')
    .trim();
}
