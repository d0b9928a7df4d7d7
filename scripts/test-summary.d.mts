export interface Counts {
  passed: number;
  failed: number;
}
export interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: { status: string; assertionResults?: { status: string }[] }[];
}
export interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number };
  errors?: unknown[];
}
export function vitestCounts(report: VitestReport): Counts;
export function playwrightCounts(report: PlaywrightReport): Counts;
export function closingLines(runs: { name: string; status: number; counts: Counts }[]): string[];
