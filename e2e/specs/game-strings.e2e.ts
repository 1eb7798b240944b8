// Issue 30 acceptance: every string the spec gives the game and appliance forms is in the web app
// exactly. The form's own strings are in the built bundle; the games and title options are data
// (the packs, served by allGameList), so they are looked for in the packs and on the page.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { logIn } from '../browser.js';
import { useStackAndBrowser } from '../stack.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURE = JSON.parse(
  readFileSync(join(ROOT, 'packages/web/src/game/spec-strings.fixture.json'), 'utf8'),
) as { form: string[]; packs: string[] };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

const env = useStackAndBrowser();

describe('the spec strings of the game and appliance forms', () => {
  it('are in the built web app, exactly', () => {
    const built = filesUnder(join(ROOT, 'packages/web/dist'))
      .filter((f) => /\.(js|html)$/u.test(f))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    expect(FIXTURE.form.filter((s) => !built.includes(s))).toEqual([]);
  });

  it('the games and titles are in the packs and on the page', async () => {
    const packs = filesUnder(join(ROOT, 'packages/api/demo/packs'))
      .filter((f) => f.endsWith('pack.json'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    expect(FIXTURE.packs.filter((s) => !packs.includes(`"${s}"`))).toEqual([]);

    const page = await (await env.browser.newContext({ locale: 'zh-CN' })).newPage();
    await logIn(page, env.stack.webUrl, 'zhangwei');
    await page.goto(`${env.stack.webUrl}/modelPage/smartGenerate`);
    const industry = page.getByRole('radiogroup', { name: '行业' });
    await industry.getByRole('radio', { checked: true }).waitFor();
    await industry.getByRole('radio', { name: '游戏' }).click();
    const game = page.getByRole('combobox', { name: '游戏' });
    await game.locator('option', { hasText: '诺亚之心' }).waitFor({ state: 'attached' });
    await game.selectOption({ label: '我的侠客' });
    await page.getByRole('combobox', { name: '主标题' }).waitFor();
    const shown = (await page.getByTestId('game-form').locator('option').allTextContents()).join(
      '\n',
    );
    expect(FIXTURE.packs.filter((s) => !shown.includes(s))).toEqual([]);
  });
});
