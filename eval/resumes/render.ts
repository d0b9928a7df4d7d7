// Re-renders every layout for its people into eval/resumes/rendered/ and writes manifest.json
// (decision 043). Needs the rendering tools, which CI does not have and does not need: CI reads the
// committed files. Install them with
//   apt-get install -y texlive-latex-extra texlive-fonts-recommended texlive-fonts-extra lmodern \
//     texlive-xetex texlive-plain-generic fonts-lmodern libreoffice-writer-nogui poppler-utils chromium
// (texlive-plain-generic holds soul.sty, which europasscv loads)
// and run: node eval/resumes/render.ts [layout-name | layout-name:person-id ...]
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LAYOUTS, type Layout, type RenderedFile } from './layouts.ts';
import { loadPeople, type Person } from './person.ts';

const outDir = new URL('./rendered/', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'resume-render-'));
const officeProfile = `-env:UserInstallation=file://${join(work, 'lo-profile')}`;
const run = (command: string, args: string[], cwd = work) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000 });

function renderTex(engine: string, base: string, source: string) {
  writeFileSync(join(work, `${base}.tex`), source);
  // Twice, so page references ("Page 1 of 2") are resolved.
  for (let pass = 0; pass < 2; pass++)
    run(engine, ['-interaction=nonstopmode', '-halt-on-error', `${base}.tex`]);
  copyFileSync(join(work, `${base}.pdf`), join(outDir, `${base}.pdf`));
  return [`${base}.pdf`];
}

function printHtml(base: string, htmlFile: string, withHeader = false) {
  run('chromium', [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    ...(withHeader ? [] : ['--no-pdf-header-footer']),
    `--print-to-pdf=${join(outDir, `${base}.pdf`)}`,
    `file://${htmlFile}`,
  ]);
  return [`${base}.pdf`];
}

function renderOffice(base: string, source: string, kind: 'html' | 'fodt') {
  const input = join(work, `${base}.${kind}`);
  writeFileSync(input, source);
  const filter = kind === 'html' ? ['--infilter=HTML (StarWriter)'] : [];
  run('soffice', [
    officeProfile,
    '--headless',
    ...filter,
    '--convert-to',
    'docx:MS Word 2007 XML',
    '--outdir',
    outDir,
    input,
  ]);
  run('soffice', [
    officeProfile,
    '--headless',
    '--convert-to',
    'pdf',
    '--outdir',
    outDir,
    join(outDir, `${base}.docx`),
  ]);
  return [`${base}.docx`, `${base}.pdf`];
}

/** A page image of another layout's render, printed into a PDF: no text layer, as a scan. */
function renderScanned(base: string, person: Person) {
  const from = join(outDir, `html-right-dates--${person.id}.pdf`);
  run('pdftoppm', ['-r', '110', '-f', '1', '-l', '1', '-png', from, join(work, base)]);
  const image = readFileSync(join(work, `${base}-1.png`)).toString('base64');
  const htmlFile = join(work, `${base}.html`);
  writeFileSync(
    htmlFile,
    `<!doctype html><style>@page{size:A4;margin:0}img{width:100%}</style><img src="data:image/png;base64,${image}">`,
  );
  return printHtml(base, htmlFile);
}

function renderOne(layout: Layout, person: Person): string[] {
  const base = `${layout.name}--${person.id}`;
  const source = layout.source?.(person) ?? '';
  if (layout.tool === 'xelatex' || layout.tool === 'pdflatex')
    return renderTex(layout.tool, base, source);
  if (layout.tool === 'office-html') return renderOffice(base, source, 'html');
  if (layout.tool === 'office-fodt') return renderOffice(base, source, 'fodt');
  if (layout.tool === 'scanned') return renderScanned(base, person);
  const htmlFile = join(work, `${base}.html`);
  writeFileSync(htmlFile, source);
  return printHtml(base, htmlFile, layout.tool === 'chromium-with-header');
}

const manifestFile = join(outDir, 'manifest.json');
mkdirSync(outDir, { recursive: true });
const only = process.argv.slice(2);
const everyone = loadPeople();
let manifest: RenderedFile[] = [];
try {
  manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as RenderedFile[];
} catch {
  manifest = [];
}
// "layout" renders the layout for all its people; "layout:person" for that person only.
const wanted = (layout: string, person: string) =>
  only.length === 0 || only.includes(layout) || only.includes(`${layout}:${person}`);
for (const layout of LAYOUTS) {
  const people = layout.people.filter((id) => wanted(layout.name, id));
  if (people.length === 0) continue;
  manifest = manifest.filter(
    (entry) => entry.layout !== layout.name || !people.includes(entry.person),
  );
  for (const id of people) {
    const person = everyone.get(id);
    if (!person) throw new Error(`${layout.name}: no person ${id}`);
    for (const file of renderOne(layout, person)) {
      manifest.push({
        file,
        layout: layout.name,
        person: id,
        tool: layout.tool,
        furniture: layout.furniture?.(person) ?? [],
      });
      console.info(file);
    }
  }
}
manifest.sort((a, b) => a.file.localeCompare(b.file));
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
