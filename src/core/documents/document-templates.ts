import type { DocumentLayout } from '../../shared/schemas/tailoring.ts';
import type { BlockKind } from './document-blocks.ts';

/** The embedded families (decision 051): DejaVu, committed in assets/fonts. */
export type FontFamily = 'DejaVu Sans' | 'DejaVu Serif';

export interface BlockStyle {
  size: number;
  bold: boolean;
  /** Points of space before and after the block. */
  before: number;
  after: number;
  align: 'left' | 'center';
  upperCase: boolean;
  /** Hex colour without '#'. */
  color: string;
  /** A thin rule under the block (section headings in some templates). */
  rule: boolean;
}

export interface DocumentTemplate {
  family: FontFamily;
  /** Page margins in points. */
  margin: number;
  /** Line spacing as extra points between lines of one block. */
  lineGap: number;
  styles: Record<Exclude<BlockKind, 'spacer'>, BlockStyle>;
  /** Height of a spacer (between entries) in points. */
  spacer: number;
}

const base: BlockStyle = {
  size: 10.5,
  bold: false,
  before: 0,
  after: 1,
  align: 'left',
  upperCase: false,
  color: '000000',
  rule: false,
};
const style = (changes: Partial<BlockStyle>): BlockStyle => ({ ...base, ...changes });

/**
 * Three templates that differ only in typography and spacing; all are one column of real text
 * with the standard headings, so an ATS reads each the same way (decision 051).
 */
export const documentTemplates: Record<DocumentLayout['template'], DocumentTemplate> = {
  /** Serif, centred name, capital headings over a rule: the conservative choice. */
  classic: {
    family: 'DejaVu Serif',
    margin: 54,
    lineGap: 1.5,
    spacer: 5,
    styles: {
      name: style({ size: 20, bold: true, align: 'center', after: 2 }),
      headline: style({ size: 11, align: 'center', after: 1 }),
      contact: style({ size: 9.5, align: 'center', after: 4 }),
      heading: style({ size: 11, bold: true, upperCase: true, before: 9, after: 4, rule: true }),
      entryTitle: style({ bold: true }),
      entryDetail: style({ after: 2 }),
      text: style({ after: 2 }),
      bullet: style({ after: 1.5 }),
      paragraph: style({ size: 11, after: 10 }),
    },
  },
  /** Sans, name flush left, headings in a dark blue: a current look that prints well in grey. */
  modern: {
    family: 'DejaVu Sans',
    margin: 54,
    lineGap: 2,
    spacer: 6,
    styles: {
      name: style({ size: 22, bold: true, color: '1F3A5F', after: 2 }),
      headline: style({ size: 11, color: '1F3A5F', after: 1 }),
      contact: style({ size: 9, color: '333333', after: 6 }),
      heading: style({ size: 12, bold: true, color: '1F3A5F', before: 10, after: 4 }),
      entryTitle: style({ size: 10, bold: true }),
      entryDetail: style({ size: 9.5, color: '333333', after: 2 }),
      text: style({ size: 10, after: 2 }),
      bullet: style({ size: 10, after: 1.5 }),
      paragraph: style({ size: 10.5, after: 10 }),
    },
  },
  /** Sans at a smaller size with tight spacing: a long history on fewer pages. */
  compact: {
    family: 'DejaVu Sans',
    margin: 42,
    lineGap: 0.5,
    spacer: 3,
    styles: {
      name: style({ size: 16, bold: true, after: 1 }),
      headline: style({ size: 9.5, after: 0 }),
      contact: style({ size: 8.5, after: 3 }),
      heading: style({ size: 10, bold: true, upperCase: true, before: 6, after: 2, rule: true }),
      entryTitle: style({ size: 9, bold: true }),
      entryDetail: style({ size: 9, after: 1 }),
      text: style({ size: 9, after: 1 }),
      bullet: style({ size: 9, after: 0.5 }),
      paragraph: style({ size: 10, after: 8 }),
    },
  },
};

/** Page sizes in points (1/72 inch): US Letter 8.5 × 11 in, A4 210 × 297 mm. */
export const paperPoints: Record<DocumentLayout['paper'], { width: number; height: number }> = {
  letter: { width: 612, height: 792 },
  a4: { width: 595.28, height: 841.89 },
};

/** The bullet printed before a bullet line: a real character, so extracted text keeps it. */
export const BULLET_MARK = '•';
