// A thread of the smart ranking pool (smart.rank.pool.ts): loads the render library and the fonts
// once, builds its own measurer (a measurer holds a canvas and cannot cross threads), and ranks
// plain-data requests with it.
import { nodeMeasurer, yieldToRequests } from '@adstudio/render/node';
import { rankCandidates, type RankRequest, type RankResult } from './smart.rank.js';

// The measurer loads each font family the first time a label asks for it, once per thread.

yieldToRequests();

export type RankTask = RankRequest | { warmUp: true };

export default function rank(task: RankTask): RankResult | undefined {
  if ('warmUp' in task) return undefined;
  return rankCandidates(task, nodeMeasurer);
}
