// Typed-array columns of the in-memory search indexes (materials, titles), grown by doubling.

export type Column =
  Uint32Array | Int32Array | Int16Array | Uint16Array | Uint8Array | Float64Array;

/** The same column with room for `need` entries (doubling), new entries set to `fill`. */
export function room<T extends Column>(column: T, need: number, fill = 0): T {
  if (need <= column.length) return column;
  const Ctor = column.constructor as new (size: number) => T;
  const next = new Ctor(Math.max(need, column.length * 2, 16));
  next.set(column);
  if (fill !== 0) next.fill(fill, column.length);
  return next;
}
