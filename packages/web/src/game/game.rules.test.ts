import { describe, expect, it } from 'vitest';
import { addRow, EMPTY_CHOICE, onGameChange, placeRoles, removeRow, unmetRule } from './game.rules';

const chosen = {
  ...EMPTY_CHOICE,
  persons: ['1'],
  scene: '2',
  title: '探班美术',
  smallOn: true,
  rows: [['9'], ['8']],
};

describe('onGameChange', () => {
  it('clears what the pack says (spec §4): title always, scenes for game 0, both lists for game 2', () => {
    expect(onGameChange(chosen, ['MAIN_TITLE', 'SCENES'])).toMatchObject({
      title: '',
      scene: null,
      persons: ['1'],
    });
    expect(onGameChange(chosen, ['MAIN_TITLE', 'SCENES', 'PERSONS'])).toMatchObject({
      scene: null,
      persons: [],
    });
    expect(onGameChange(chosen, ['MAIN_TITLE'])).toMatchObject({
      title: '',
      scene: '2',
      smallOn: false,
      rows: [[]],
    });
  });
});

describe('unmetRule', () => {
  it("says the spec's messages", () => {
    expect(unmetRule(['BACKGROUND', 'MAIN_TITLE'], EMPTY_CHOICE, 'generate')).toBe(
      '请先上传背景奥~',
    );
    expect(
      unmetRule(['BACKGROUND', 'MAIN_TITLE'], { ...EMPTY_CHOICE, scene: '2' }, 'generate'),
    ).toBe('请先选择主标题~');
    expect(unmetRule(['PERSON', 'BACKGROUND'], { ...EMPTY_CHOICE, scene: '2' }, 'next')).toBe(
      '人物和背景都要上传奥~~',
    );
    expect(unmetRule(['PERSON', 'BACKGROUND'], chosen, 'next')).toBeNull();
  });
});

describe('small-image rows', () => {
  it('adds up to 6 with the switch on, and keeps the first', () => {
    expect(addRow({ ...EMPTY_CHOICE }, 6)).toBe('打开开关按钮才能添加哦~');
    let choice = { ...EMPTY_CHOICE, smallOn: true };
    for (let i = 0; i < 5; i += 1) {
      const next = addRow(choice, 6);
      if (typeof next === 'string') throw new Error(next);
      choice = next;
    }
    expect(choice.rows).toHaveLength(6);
    expect(addRow(choice, 6)).toBe('最多只能6个哦~');
    expect(removeRow(choice, 0).rows).toHaveLength(6);
    expect(removeRow(choice, 3).rows).toHaveLength(5);
  });
});

describe('placeRoles', () => {
  it('moves only the person layers to the chosen side', () => {
    const doc = JSON.stringify({
      renderConfig: {
        width_g: 1080,
        materials: {
          role_0: { key: 'role_0', pos: [640, 20], width: 380 },
          mainLabel_0: { key: 'mainLabel_0', pos: [50, 110], width: 500 },
        },
      },
    });
    const left = JSON.parse(placeRoles(doc, 'left')) as {
      renderConfig: { materials: Record<string, { pos: number[] }> };
    };
    expect(left.renderConfig.materials.role_0?.pos).toEqual([20, 20]);
    expect(left.renderConfig.materials.mainLabel_0?.pos).toEqual([50, 110]);
    const center = JSON.parse(placeRoles(doc, 'center')) as typeof left;
    expect(center.renderConfig.materials.role_0?.pos).toEqual([350, 20]);
  });
});
