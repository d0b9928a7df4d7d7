import { gzipSync } from 'node:zlib';

export interface PageWeight {
  /** Every script the HTML loads or holds, gzip -9 bytes each. */
  scripts: { source: string; gzipBytes: number }[];
  jsGzipBytes: number;
  htmlGzipBytes: number;
}

const gzipBytes = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

/** Reads the page as a browser would see it on first load and weighs its JavaScript. */
export async function measurePageWeight(url: string): Promise<PageWeight> {
  const html = await (await fetch(url)).text();
  const scripts: PageWeight['scripts'] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src) {
      const response = await fetch(new URL(src, url));
      if (!response.ok) throw new Error(`${src} answered ${response.status}`);
      scripts.push({
        source: src,
        gzipBytes: gzipBytes(Buffer.from(await response.arrayBuffer())),
      });
    } else if ((match[2] ?? '').trim() !== '') {
      scripts.push({ source: 'inline', gzipBytes: gzipBytes(match[2] ?? '') });
    }
  }
  return {
    scripts,
    jsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    htmlGzipBytes: gzipBytes(html),
  };
}
