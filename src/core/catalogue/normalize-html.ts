import { Parser } from 'htmlparser2';

/**
 * What a job board sends, made safe to show and searchable: an allow-list of formatting tags (no
 * other attributes than a link's safe href) and the plain text, both from one parse. Safe by
 * construction: the HTML is written anew from fixed tag names and escaped text, never copied.
 * (decision 025: sanitize-html took a quarter of each posting's preparation.)
 */
export interface NormalizedDescription {
  html: string;
  text: string;
}

const allowedTags = new Set(
  'p br ul ol li strong b em i u h1 h2 h3 h4 h5 h6 blockquote a div span table thead tbody tr th td hr pre code'.split(
    ' ',
  ),
);
const voidTags = new Set(['br', 'hr']);
/** Their contents are code or form data, never description text: dropped with the tag. */
const droppedWithContents = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
]);
/** Closing one of these ends a line of the plain text. */
const blockTags = new Set('p div li h1 h2 h3 h4 h5 h6 tr blockquote pre'.split(' '));
const linkAttributes = { rel: 'noopener noreferrer nofollow', target: '_blank' };
const allowedSchemes = new Set(['http', 'https', 'mailto']);

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** A relative URL or one of the allowed schemes; ignores what browsers ignore, as they would. */
export function isSafeHref(href: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these inside URLs.
  const cleaned = href.replace(/[\x00-\x20]+/g, '').replace(/<!--[\s\S]*?-->/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(cleaned)?.[1];
  return scheme === undefined || allowedSchemes.has(scheme.toLowerCase());
}

function openingTag(name: string, attributes: Record<string, string>): string {
  if (voidTags.has(name)) return `<${name} />`;
  if (name !== 'a') return `<${name}>`;
  const href = attributes.href;
  const safeHref = href && isSafeHref(href) ? ` href="${escapeAttribute(href)}"` : '';
  return `<a${safeHref} rel="${linkAttributes.rel}" target="${linkAttributes.target}">`;
}

export function normalizeDescription(raw: string): NormalizedDescription {
  let html = '';
  let text = '';
  /** Open elements inside a dropped one (its own included): their contents are dropped too. */
  let droppedDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (droppedDepth > 0 || droppedWithContents.has(name)) {
          droppedDepth++;
          return;
        }
        if (!allowedTags.has(name)) return;
        html += openingTag(name, attributes);
        if (name === 'li') text += '• ';
        else if (voidTags.has(name)) text += '\n';
      },
      ontext(data) {
        if (droppedDepth > 0) return;
        html += escapeText(data);
        text += data;
      },
      onclosetag(name) {
        if (droppedDepth > 0) {
          droppedDepth--;
          return;
        }
        if (!allowedTags.has(name) || voidTags.has(name)) return;
        html += `</${name}>`;
        if (blockTags.has(name)) text += '\n';
      },
    },
    { decodeEntities: true },
  );
  parser.end(raw);
  return { html: html.trim(), text: tidyText(text) };
}

function tidyText(text: string): string {
  return text
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
