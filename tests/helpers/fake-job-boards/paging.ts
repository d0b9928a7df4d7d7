/** The slice a board returns for an offset/limit request, with the board's own cap. */
export function slice<T>(items: T[], offset: number, limit: number, cap = Infinity): T[] {
  const size = Math.min(limit || cap, cap);
  return items.slice(offset, offset + size);
}

export const numberParam = (url: URL, name: string, fallback: number) => {
  const value = Number(url.searchParams.get(name));
  return Number.isFinite(value) && url.searchParams.has(name) ? value : fallback;
};
