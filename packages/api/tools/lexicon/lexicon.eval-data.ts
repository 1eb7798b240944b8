// The evaluation data shipped in the repo (packages/api/lexicon/eval, sources in its CREDITS.md):
// real Weibo titles for throughput and false positives, labelled ad copies for recall and precision.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { LEXICON_DIR } from '../../src/wordcheck/wordcheck.data.js';

export const EVAL_DIR = `${LEXICON_DIR}eval/`;

const readGzip = (name: string) => gunzipSync(readFileSync(EVAL_DIR + name)).toString('utf8');

/** Up to `limit` real Weibo hot-search titles (100,000 ship), in the source's order. */
export function readEvalTitles(limit = Infinity): string[] {
  return readGzip('weibo-titles-100k.txt.gz').split('\n').filter(Boolean).slice(0, limit);
}

export type CaseLabel = 'pass' | 'reject' | 'manual_review';

export interface LabelledCase {
  content: string;
  label: CaseLabel;
}

/** The labelled ad copies of ad-compliance-cases-zh, one set per file. */
export function readLabelledCases(): { name: string; cases: LabelledCase[] }[] {
  const test = JSON.parse(readGzip('test_cases.json.gz')) as { cases: LabelledCase[] };
  const reviewed = JSON.parse(readGzip('cases.json.gz')) as {
    cases: { content: string; conclusion: CaseLabel }[];
  };
  return [
    { name: 'test_cases.json', cases: test.cases },
    {
      name: 'cases.json',
      cases: reviewed.cases.map((c) => ({ content: c.content, label: c.conclusion })),
    },
  ];
}
