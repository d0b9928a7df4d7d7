/** A piece of text a PDF page draws, where it draws it (unpdf's text items). */
export interface TextItem {
  str: string;
  x: number;
  /** From the bottom of the page, as PDF coordinates are. */
  y: number;
  width: number;
  /** Font size in points, when the reader knows it. */
  fontSize?: number;
  /** A field of its own (dates folded from a margin): what follows it is another field. */
  field?: boolean;
}
