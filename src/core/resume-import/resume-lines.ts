/** What a file reader hands the text parser: lines in reading order and what layout told it. */
export interface ResumeLines {
  lines: string[];
  /**
   * The name as the layout shows it (the largest type, a Title paragraph), with the words of the
   * file it came from, when one stands out (decision 044).
   */
  name?: { value: string; snippet: string } | undefined;
  /**
   * Indexes of lines that open a column read after another (a main column after its sidebar, a
   * layout table's next cell): the section above does not run on into them.
   */
  columnStarts?: number[];
}
