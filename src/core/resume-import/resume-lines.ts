/** What a file reader hands the text parser: lines in reading order and what layout told it. */
export interface ResumeLines {
  lines: string[];
  /**
   * The name as the layout shows it (the largest type, a Title paragraph), with the words of the
   * file it came from, when one stands out (decision 044).
   */
  name?: { value: string; snippet: string } | undefined;
}
