// Sample copy of the generated templates (library.copy.data.ts), parsed into scenario lines: what a
// template shows before a user fills it, written for its industry and marketing node.
import { INDUSTRY_APPLIANCE, INDUSTRY_GAME, INDUSTRY_GENERAL } from '@adstudio/domain';
import { scenarioTopics as scenarioTopicsOf } from './library.art.js';
import { COPY_LINES } from './library.copy.data.js';

export const INDUSTRY = {
  general: INDUSTRY_GENERAL,
  appliance: INDUSTRY_APPLIANCE,
  game: INDUSTRY_GAME,
  food: 12001,
  beauty: 12002,
  digital: 12003,
  education: 12004,
  finance: 12005,
  home: 12006,
  travel: 12007,
  fashion: 12008,
} as const;

/** Industries the taxonomy has no tag for are filed under 通用, as the form's default. */
export const INDUSTRY_TAGS: Record<string, number> = {
  ...INDUSTRY,
  health: INDUSTRY_GENERAL,
  auto: INDUSTRY_GENERAL,
};

/**
 * The node of a line → its tags of class 166 (0020: 春节 情人节 618 中秋 双11 日常; 0030: 元旦
 * 38女神节 七夕 国庆 双12 年终). 七夕 is China's own 情人节, so its designs answer both.
 */
export const NODE_TAGS: Record<string, readonly number[]> = {
  春节: [16601],
  情人节: [16602],
  '618': [16603],
  中秋: [16604],
  双11: [16605],
  日常: [16606],
  元旦: [16607],
  女神: [16608],
  七夕: [16609, 16602],
  国庆: [16610],
  双12: [16611],
  年终: [16612],
};
export const NODES = [
  '元旦',
  '春节',
  '女神',
  '618',
  '七夕',
  '中秋',
  '国庆',
  '双11',
  '双12',
  '年终',
  '日常',
] as const;

export interface CopyLine {
  /** Scenario industry key (library.art.ts topics): food, beauty… health, auto, general. */
  industry: string;
  industryTag: number;
  node: string;
  nodeTags: readonly number[];
  main: string;
  second: string;
  third: string;
  code: string;
  notes: string;
  /** Fluent Emoji art named for this line. */
  art: readonly string[];
  /** Topics of the scenario: industry, node, and what the copy speaks of. */
  topics: readonly string[];
}

export const COPY: readonly CopyLine[] = Object.entries(COPY_LINES).flatMap(([industry, block]) =>
  block
    .split('\n')
    .filter((line) => line.split('|').length === 7)
    .map((line) => {
      const [node = '日常', main = '', second = '', third = '', code = '', notes = '', art = ''] =
        line.split('|');
      return {
        industry,
        industryTag: INDUSTRY_TAGS[industry] ?? INDUSTRY_GENERAL,
        node,
        nodeTags: NODE_TAGS[node] ?? [16606],
        main,
        second,
        third,
        code,
        notes,
        art: art.split(',').filter(Boolean),
        topics: scenarioTopicsOf(industry, node, `${main}${second}${third}`),
      };
    }),
);
