// Array parameters as Postgres literals: one bound value, one statement, whatever the count.

/** Postgres int[] literal from validated integers. */
export const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** Postgres text[] literal: every element quoted, with \ and " escaped. */
export const textArray = (items: readonly string[]) =>
  `{${items.map((s) => `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
