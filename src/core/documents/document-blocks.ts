import { cleanText } from '../../shared/safe-text.ts';

/**
 * A document as a list of styled lines, before any file format: what the PDF and the DOCX writer
 * each lay out, in reading order, one column (decision 051). Both formats print exactly these
 * lines, so the round-trip tests can compare either file against the same list.
 */
export type BlockKind =
  | 'name'
  | 'headline'
  | 'contact'
  | 'heading'
  | 'entryTitle'
  | 'entryDetail'
  | 'text'
  | 'bullet'
  /** A letter's paragraph: prose with room after it. */
  | 'paragraph'
  | 'spacer';

export interface Block {
  kind: BlockKind;
  text: string;
  /**
   * Blocks of one group (an entry's heading lines and first bullet; a heading and what follows)
   * are kept on one page when they fit, so no heading is stranded at a page's foot.
   */
  keepWithNext?: boolean;
}

/** Tabs and C1 controls too: a page has no use for them, and cleanText keeps tabs. */
const UNPRINTABLE = /[\t\u007f-\u009f]/g;

/** One line of text: control characters and lone surrogates dropped, runs of spaces collapsed. */
export function printable(text: string): string {
  return cleanText(text).replace(UNPRINTABLE, ' ').replace(/ {2,}/g, ' ').trim();
}

/** Non-empty printable lines of a text the user may have written over several lines. */
export function printableLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map(printable)
    .filter((line) => line.length > 0);
}
