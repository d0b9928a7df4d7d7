import { describe, expect, it } from 'vitest';
import { packageTypeReader, resolveInsidePackage } from './package-module-format.ts';

type TypeOf = ReturnType<typeof packageTypeReader>;
/** An `import` from `parentUrl`, as Node's resolve hook receives it. */
const imported = (specifier: string, parentUrl: string | undefined, typeOf: TypeOf) =>
  resolveInsidePackage({ specifier, parentUrl, conditions: ['node', 'import'] }, typeOf);

const files: Record<string, string> = {
  '/app/node_modules/esm-lib/package.json': '{"name":"esm-lib","type":"module"}',
  '/app/node_modules/dual/package.json': '{"name":"dual"}',
  '/app/node_modules/dual/dist/esm/package.json': '{"type":"module"}',
  '/app/node_modules/broken/package.json': '{ not json',
  '/app/node_modules/cjs-lib/package.json': '{"type":"commonjs"}',
};

function reader() {
  const reads: string[] = [];
  const typeOf = packageTypeReader((path) => {
    reads.push(path);
    return files[path];
  });
  return { typeOf, reads };
}

describe('resolveInsidePackage', () => {
  it('gives a relative .js import its nearest package.json type, as Node does', () => {
    const { typeOf } = reader();
    const parent = 'file:///app/node_modules/esm-lib/dist/index.js';
    expect(imported('./sql/sql.js', parent, typeOf)).toEqual({
      url: 'file:///app/node_modules/esm-lib/dist/sql/sql.js',
      format: 'module',
    });
    expect(imported('../esm/x.js', 'file:///app/node_modules/dual/dist/cjs/a.js', typeOf)).toEqual({
      url: 'file:///app/node_modules/dual/dist/esm/x.js',
      format: 'module',
    });
    expect(imported('./a.js', 'file:///app/node_modules/cjs-lib/b.js', typeOf)).toEqual({
      url: 'file:///app/node_modules/cjs-lib/a.js',
      format: 'commonjs',
    });
  });

  it('leaves a .js file to Node where no "type" is given: Node then reads its syntax', () => {
    const { typeOf } = reader();
    expect(imported('./a.js', 'file:///app/node_modules/dual/lib/b.js', typeOf)).toBe(null);
    expect(imported('./a.js', 'file:///app/node_modules/broken/b.js', typeOf)).toBe(null);
  });

  it('takes .mjs and .cjs by their extension', () => {
    const { typeOf, reads } = reader();
    const parent = 'file:///app/node_modules/dual/index.js';
    expect(imported('./a.mjs', parent, typeOf)?.format).toBe('module');
    expect(imported('./a.cjs', parent, typeOf)?.format).toBe('commonjs');
    expect(reads).toEqual([]);
  });

  it('leaves to Node what is not a relative .js, .mjs or .cjs file inside node_modules', () => {
    const { typeOf } = reader();
    const inPackage = 'file:///app/node_modules/esm-lib/index.js';
    expect(imported('zod', inPackage, typeOf)).toBeNull();
    expect(imported('#internal', inPackage, typeOf)).toBeNull();
    expect(imported('./data.json', inPackage, typeOf)).toBeNull();
    expect(imported('./no-extension', inPackage, typeOf)).toBeNull();
    expect(imported('./x.js?v=1', inPackage, typeOf)).toBeNull();
    expect(imported('./x.js', 'file:///app/src/main.ts', typeOf)).toBeNull();
    expect(imported('./x.js', undefined, typeOf)).toBeNull();
    const required = { specifier: './x.js', parentUrl: inPackage, conditions: ['require'] };
    expect(resolveInsidePackage(required, typeOf)).toBeNull();
  });

  it('reads each directory once', () => {
    const { typeOf, reads } = reader();
    for (const file of ['a.js', 'b.js', 'deep/c.js'])
      imported(`./${file}`, 'file:///app/node_modules/esm-lib/dist/index.js', typeOf);
    expect(reads).toEqual([
      '/app/node_modules/esm-lib/dist/package.json',
      '/app/node_modules/esm-lib/package.json',
      '/app/node_modules/esm-lib/dist/deep/package.json',
    ]);
  });
});
