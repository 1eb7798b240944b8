// What every page plan shares: one answer as the page carries it, and how a plan asks for it.
import type { ResultOf } from '@graphql-typed-document-node/core';
import type { PAGE_OPERATIONS, PageOperation } from './operations.js';

/** The operations a page may arrive with are named in page-data.ts (PAGE_OPERATIONS). */
export interface PageResult<Operation extends string = string> {
  operation: Operation;
  variables: Record<string, unknown>;
  data: unknown;
}

/** Runs one operation; null when it failed (the page is then sent without it). */
export type RunOperation<Operation extends string = string> = (
  operation: Operation,
  variables: Record<string, unknown>,
) => Promise<unknown>;

/** What a page first shows: its answers, and the image its first screen is measured by. */
export interface PagePlan<Operation extends string = string> {
  results(run: RunOperation<Operation>): Promise<PageResult<Operation>[]>;
  /** The largest image of the first screen, fetched before the app is: null when there is none. */
  leadImage(results: readonly PageResult<Operation>[]): string | null;
}

/**
 * Runs operations and keeps the answers that came, in the order they were asked (not the order
 * they arrived): `ask` returns the data, or null.
 */
export function resultCollector<Operation extends string>(run: RunOperation<Operation>) {
  const slots: (PageResult<Operation> | undefined)[] = [];
  const ask = async (operation: Operation, variables: Record<string, unknown>) => {
    const slot = slots.push(undefined) - 1;
    const data = await run(operation, variables);
    if (data !== null) slots[slot] = { operation, variables, data };
    return data;
  };
  const collected = () => slots.filter((r): r is PageResult<Operation> => r !== undefined);
  return { ask, collected };
}

/** The data of the first answer to `operation`, typed by its document. */
export function answerOf<O extends PageOperation>(
  results: readonly PageResult[],
  operation: O,
): ResultOf<(typeof PAGE_OPERATIONS)[O]> | undefined {
  return results.find((r) => r.operation === operation)?.data as
    ResultOf<(typeof PAGE_OPERATIONS)[O]> | undefined;
}

/** spec platform-core §9: grids show images 300 wide (the files route resizes on `width`). */
export const GRID_THUMB_WIDTH = 300;

/** spec platform-core §2: an image's address without its query string. */
export function stripQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

/** A resized copy of a stored image (the files route accepts width 16..2400). */
export function thumbUrl(url: string, width: number = GRID_THUMB_WIDTH): string {
  return `${stripQuery(url)}?width=${width}`;
}

/** A positive integer from a query parameter, or `fallback`. */
export function positiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
