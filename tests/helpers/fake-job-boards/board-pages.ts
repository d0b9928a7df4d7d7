import type { FakeRoute } from './fake-response.ts';

const html = (head: string) => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html><head>${head}</head><body><h1>Open positions</h1></body></html>`,
});

/**
 * The boards' own hosted pages, read for a company name when the API names none (decision 046):
 * `{baseUrl}/board-page/{key}`. Shapes as the hosted pages write them: a bare name in <title>, an
 * og:site_name beside a boilerplate title, "Jobs at …". Unknown boards answer 404.
 */
const pages: Record<string, ReturnType<typeof html>> = {
  '/lever/board-page/idealistconsulting': html(
    '<title>Idealist Consulting</title><meta property="og:title" content="Idealist Consulting jobs">',
  ),
  '/ashby/board-page/northwind': html(
    '<title>Jobs</title><meta property="og:site_name" content="Northwind Trading &amp; Co">',
  ),
  '/personio/sonnenwerk/board-page/sonnenwerk': html(
    '<title>Jobs at Sonnenwerk Solar GmbH</title>',
  ),
};

export const boardPageRoute: FakeRoute = ({ url }) =>
  url.pathname.includes('/board-page/')
    ? (pages[url.pathname] ?? { status: 404, body: 'Not Found' })
    : undefined;
