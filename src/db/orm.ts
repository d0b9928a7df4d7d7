// Every file takes drizzle's query operators from here, never from 'drizzle-orm' itself: Node
// resolves a package name once per importing file, and each time parses the package's
// package.json, whose "exports" is 179 KB for drizzle-orm. With some 150 importers that was a
// fifth of every process's start-up (docs/performance.md, "Start-up"; decision 071).
export * from 'drizzle-orm';
