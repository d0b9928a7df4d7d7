/** The offline demo corpus (decisions 012, 041): generated postings served in native board shapes. */
export { createDemoFetch } from './create-demo-fetch.ts';
export { demoSourceOf, demoSources } from './demo-boards.ts';
export {
  type DemoCorpus,
  type DemoPosting,
  demoCorpusSize,
  generateDemoCorpus,
} from './generate-demo-postings.ts';
