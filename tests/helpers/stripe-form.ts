/**
 * Stripe's request encoding, as stripe-node writes it: `application/x-www-form-urlencoded` with
 * bracket nesting (`metadata[userId]=u1`, `line_items[0][price]=p`, `expand[]=x`). Objects whose
 * keys are all array indexes come back as arrays, like Stripe reads them.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function keyPath(name: string): string[] {
  const head = /^[^[]*/.exec(name)?.[0] ?? name;
  const rest = [...name.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [head, ...rest];
}

function assign(target: FormObject, path: string[], value: string) {
  let node: FormObject = target;
  path.forEach((key, index) => {
    const last = index === path.length - 1;
    // `expand[]=a&expand[]=b`: an empty key appends, numbered from what is already there.
    const slot = key === '' ? String(Object.keys(node).length) : key;
    if (last) {
      node[slot] = value;
      return;
    }
    const next = node[slot];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[slot] = {};
    node = node[slot] as FormObject;
  });
}

function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysFromIndexes(value[key] as FormValue)] as const);
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? entries.map(([, item]) => item) : Object.fromEntries(entries);
}

export function parseStripeForm(text: string): FormObject {
  const result: FormObject = {};
  for (const [name, value] of new URLSearchParams(text)) assign(result, keyPath(name), value);
  return arraysFromIndexes(result) as FormObject;
}
