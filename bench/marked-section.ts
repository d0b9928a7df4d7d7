import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const reportPath = fileURLToPath(new URL('../docs/performance.md', import.meta.url));

/**
 * Puts a bench's section between its markers in docs/performance.md (appended the first time),
 * so a bench run alone rewrites only its own figures.
 */
export function writeMarkedSection(start: string, end: string, section: string): void {
  const current = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : '# Performance\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  writeFileSync(
    reportPath,
    from >= 0 && to > from
      ? `${current.slice(0, from)}${section}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${section}\n`,
  );
}
