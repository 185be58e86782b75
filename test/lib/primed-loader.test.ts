import { PrimedLoader, loaderGroup } from '../../src/lib/loaders';

/** PrimedLoader (src/lib/loaders.ts): a primed value comes back as itself, and always the value `load` resolves to. */

function counting() {
  const batches: number[][] = [];
  const loader = new PrimedLoader<number, string>(async (keys) => {
    batches.push([...keys]);
    return keys.map((k) => `loaded ${k}`);
  });
  return { loader, batches };
}

test('a primed key: get answers with the value itself, load with the same value, and nothing is fetched', async () => {
  const { loader, batches } = counting();
  loader.prime(1, 'primed 1');
  const got = loader.get(1);
  expect(got).toBe('primed 1');
  expect(await loader.load(1)).toBe('primed 1');
  expect(batches).toEqual([]);
});

test('a key not primed: get is a promise of the loaded value, batched as load is', async () => {
  const { loader, batches } = counting();
  const [a, b] = [loader.get(2), loader.get(3)];
  expect(a).toBeInstanceOf(Promise);
  expect(await Promise.all([a, b])).toEqual(['loaded 2', 'loaded 3']);
  expect(batches).toEqual([[2, 3]]);
});

test('priming a key already asked of load changes nothing, as DataLoader.prime: get keeps the loaded value', async () => {
  const { loader } = counting();
  await loader.load(4);
  loader.prime(4, 'primed later');
  expect(await loader.get(4)).toBe('loaded 4');
  // The first prime wins over a second one too.
  loader.prime(5, 'first');
  loader.prime(5, 'second');
  expect(loader.get(5)).toBe('first');
  expect(await loader.load(5)).toBe('first');
});

test('clear and clearAll forget primed values; an Error or a promise primed is never answered as a value', async () => {
  const { loader } = counting();
  loader.prime(6, 'primed 6').prime(7, 'primed 7');
  loader.clear(6);
  expect(await loader.get(6)).toBe('loaded 6');
  loader.clearAll();
  expect(await loader.get(7)).toBe('loaded 7');
  loader.prime(8, new Error('gone'));
  const failed = loader.get(8);
  expect(failed).toBeInstanceOf(Promise);
  await expect(failed).rejects.toThrow('gone');
  loader.prime(9, Promise.resolve('later') as never);
  expect(await loader.get(9)).toBe('later');
});

test('loaderGroup primes and answers lists', async () => {
  const loader = loaderGroup<{ k: number; v: string }, number>(
    async () => [],
    (r) => r.k,
  );
  const list = [{ k: 1, v: 'a' }];
  loader.prime(1, list);
  expect(loader.get(1)).toBe(list);
  expect(await loader.get(2)).toEqual([]);
});
