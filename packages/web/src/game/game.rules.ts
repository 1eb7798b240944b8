import type { GameReset, GameRule } from '@adstudio/schema/client';
import { GAME_STRINGS as S } from './game.strings';

export interface GameChoice {
  persons: string[];
  scene: string | null;
  title: string;
  titleBottom: string;
  secondTitle: string;
  smallOn: boolean;
  rows: string[][];
}

export const EMPTY_CHOICE: GameChoice = {
  persons: [],
  scene: null,
  title: '',
  titleBottom: '',
  secondTitle: '',
  smallOn: false,
  rows: [[]],
};

/** spec §4 "Game selection change": what the new game's pack says to clear; its small images go. */
export function onGameChange(choice: GameChoice, clear: readonly GameReset[]): GameChoice {
  return {
    ...choice,
    ...(clear.includes('MAIN_TITLE') && { title: '', titleBottom: '' }),
    ...(clear.includes('SCENES') && { scene: null }),
    ...(clear.includes('PERSONS') && { persons: [] }),
    smallOn: false,
    rows: [[]],
  };
}

/**
 * The first unmet rule of an action, as the spec's message (§5: 请先上传背景奥~, 请先选择主标题~; the PC
 * game's next step needs both pictures: 人物和背景都要上传奥~~), or null when all are met.
 */
export function unmetRule(
  rules: readonly GameRule[],
  choice: GameChoice,
  action: 'generate' | 'next' | 'smallImages',
): string | null {
  const missing = {
    PERSON: choice.persons.length === 0,
    BACKGROUND: choice.scene === null,
    MAIN_TITLE: !choice.title.trim(),
  } satisfies Record<GameRule, boolean>;
  if (action === 'next' && rules.includes('PERSON') && rules.includes('BACKGROUND')) {
    if (missing.PERSON || missing.BACKGROUND) return S.noPersonAndBackground;
  }
  for (const rule of rules) {
    if (!missing[rule]) continue;
    return rule === 'BACKGROUND'
      ? S.noBackground
      : rule === 'MAIN_TITLE'
        ? S.noMainTitle
        : S.noPerson;
  }
  return null;
}

/** + on the small-image rows: at most `max` (最多只能6个哦~), only with the switch on. */
export function addRow(choice: GameChoice, max: number): GameChoice | string {
  if (!choice.smallOn) return S.switchFirst;
  if (choice.rows.length >= max) return S.rowsMax;
  return { ...choice, rows: [...choice.rows, []] };
}

/** − on a row: the first row stays. */
export function removeRow(choice: GameChoice, index: number): GameChoice {
  if (index === 0) return choice;
  return { ...choice, rows: choice.rows.filter((_, i) => i !== index) };
}

export type FacePlace = 'left' | 'center' | 'right';

/**
 * The PC game's face placement: the person layers moved so the face sits on the chosen side.
 * Works on the template document (JSON) and leaves every other layer as it was.
 */
export function placeRoles(document: string, place: FacePlace): string {
  if (place === 'right') return document;
  const doc = JSON.parse(document) as {
    renderConfig: {
      width_g: number;
      materials: Record<string, { key: string; pos: [number, number]; width: number }>;
    };
  };
  const roles = Object.values(doc.renderConfig.materials).filter((l) => /^role_\d+$/u.test(l.key));
  const left = Math.min(...roles.map((l) => l.pos[0]));
  const right = Math.max(...roles.map((l) => l.pos[0] + l.width));
  const span = right - left;
  const target = place === 'center' ? (doc.renderConfig.width_g - span) / 2 : 20;
  for (const l of roles) l.pos = [Math.round(l.pos[0] - left + target), l.pos[1]];
  return JSON.stringify(doc);
}
