import { describe, expect, it } from 'vitest';
import { samplePosting } from '../../../tests/helpers/sample-posting.ts';
import { occupationKnowledge } from './occupation-knowledge.ts';
import { inThreadPreparer, productionPreparer } from './posting-preparer.ts';

describe('productionPreparer', () => {
  it('prepares a batch exactly as the main thread would, in order', async () => {
    const postings = [
      samplePosting(),
      samplePosting({
        sourceId: '2',
        title: 'Journeyman Electrician',
        descriptionHtml: `<p>${'Install conduit and wire panels to code. '.repeat(20)}</p>`,
      }),
      samplePosting({ sourceId: '3', title: 'CDL-A Truck Driver', salary: null }),
    ];
    const inWorker = await productionPreparer().prepare(postings, 'Health care');
    const inThread = await inThreadPreparer(occupationKnowledge).prepare(postings, 'Health care');
    expect(inWorker).toEqual(inThread);
    expect(inWorker.map((posting) => posting.sourceId)).toEqual(['4012345006', '2', '3']);
    expect(inWorker[1]?.descriptionSketch).toBeInstanceOf(Uint32Array);
  });

  it('rejects a batch it cannot prepare, and goes on serving the next', async () => {
    const preparer = productionPreparer();
    const broken = { ...samplePosting(), title: undefined } as unknown as ReturnType<
      typeof samplePosting
    >;
    await expect(preparer.prepare([broken], null)).rejects.toThrow();
    await expect(preparer.prepare([samplePosting()], null)).resolves.toHaveLength(1);
  });
});
