import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, screenshot } from '../browser.js';
import { graphql as request } from '../graphql.js';
import { useStackAndBrowser } from '../stack.js';

// A stack of its own: it starts from an empty 创作记录.
const env = useStackAndBrowser({ own: true });

const CARD = '[data-testid="template-card"]';

async function newPage(): Promise<Page> {
  const context = await env.browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    acceptDownloads: true,
  });
  return context.newPage();
}

/** Operation names of every GraphQL request the page sends from now on. */
function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (req) => {
    if (!req.url().endsWith('/graphql') || req.method() !== 'POST') return;
    const body = req.postDataJSON() as { operationName?: string } | null;
    names.push(body?.operationName ?? '');
  });
  return names;
}

/** Waits until every image under `selector` within the viewport has loaded (the rest load lazily). */
async function imagesLoaded(page: Page, selector: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.$$eval(`${selector} img`, (imgs) =>
          imgs
            .map((img) => img as HTMLImageElement)
            .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
            .every((img) => img.complete && img.naturalWidth > 0),
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
}

const graphql = <T>(query: string, variables: object, token: string): Promise<T> =>
  request<T>(env.stack.webUrl, query, variables, token);

/** Renders a library poster as the user, the way the editor will save one. */
async function renderPoster(token: string, templateId: string): Promise<void> {
  const { template } = await graphql<{ template: { name: string; document: string } }>(
    'query ($id: ID!) { template(id: $id) { name document } }',
    { id: templateId },
    token,
  );
  const record = (name: string) =>
    JSON.stringify({
      synthetic: template.document,
      replaceObj: { mainLabel: ['春日新品', '限时尝鲜'] },
      name,
    });
  // The first render starts the render threads, which can outlast the bff's upstream timeout on a
  // loaded machine: warm them on the api directly (a second design of the user's, named apart).
  const warm = await fetch(`${env.stack.apiUrl}/render/posterRenderClient`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Bearer ${token}`,
    },
    body: new URLSearchParams({ materials: `[${record('预热海报')}]` }).toString(),
  });
  expect(warm.status).toBe(200);
  await graphql(
    'mutation ($t: String!) { renderTemplate(kind: POSTER, template: $t) { imageUrl } }',
    { t: record('春日海报') },
    token,
  );
}

describe('quick-create in the browser', () => {
  it('browses, filters, sorts, collects with one mutation, downloads, renders and deletes a record', async () => {
    const page = await newPage();
    await logIn(page, env.stack.webUrl, 'zhangwei');
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    expect(token).not.toBe('');

    // Favourites first, so its list is in the cache before anything is collected.
    await page.goto(`${env.stack.webUrl}/modelPage/modelCollectFile`);
    await page.getByText('哎呀！当前还没有记录~').waitFor();

    await page.getByRole('link', { name: '模板中心' }).first().click();
    await page.locator(CARD).first().waitFor();
    // The first screen's cards come first; the rest of the page follows in a deferred render.
    await expect.poll(() => page.locator(CARD).count()).toBe(40);
    await expect
      .poll(() => page.getByText(/共 \d+ 个模板/).textContent())
      .toMatch(/共 [1-9]\d{2} 个模板/);
    await page.getByText('仅供参考', { exact: false }).first().waitFor();
    await imagesLoaded(page, '[data-testid="template-masonry"]');
    await screenshot(page, 'templates-centre');

    // Category, then the classes that come with it, then a sort.
    const categories = page.getByRole('radiogroup', { name: '分类' });
    await categories.getByRole('radio', { name: '海报' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('poster');
    await expect.poll(() => page.getByRole('radiogroup').count()).toBeGreaterThan(2);
    await page
      .getByRole('radiogroup', { name: '排序' })
      .getByRole('radio', { name: '最多下载' })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('MAXDOWN');
    await page.locator(CARD).first().waitFor();
    await imagesLoaded(page, '[data-testid="template-masonry"]');
    await screenshot(page, 'templates-centre-poster');

    // Collect the first poster: one mutation, then the favourites show it without a refetch.
    const first = page.locator(CARD).first();
    const name = (await first.locator('img').getAttribute('alt')) ?? '';
    const ops = recordOperations(page);
    await first.getByRole('button', { name: `收藏 ${name}` }).click();
    await first.getByRole('button', { name: `取消收藏 ${name}` }).waitFor();
    await expect.poll(() => page.getByText('收藏成功').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: '收藏模板' }).first().click();
    await page
      .locator(CARD)
      .filter({ has: page.getByAltText(name) })
      .waitFor();
    expect(ops).toEqual(['CollectTemplate']);
    await screenshot(page, 'templates-favourites');

    await page.goto(`${env.stack.webUrl}/seWritting/collectedHistory`);
    await page.getByRole('tab', { name: '创作模板（秒创）' }).click();
    await page
      .getByRole('tabpanel')
      .locator(CARD)
      .filter({ has: page.getByAltText(name) })
      .waitFor();

    // Download it from the centre and find it in my downloads.
    await page.goto(`${env.stack.webUrl}/modelPage/modelCenter?type=poster&sort=MAXDOWN`);
    const card = page.locator(CARD).filter({ has: page.getByAltText(name) });
    await card.hover();
    const downloaded = page.waitForEvent('download');
    await card.getByRole('button', { name: `下载 ${name}` }).click();
    expect((await downloaded).suggestedFilename()).toMatch(/\.(jpg|png)$/);
    await page.goto(`${env.stack.webUrl}/seGeneration/downloadHistory`);
    await page.getByRole('tab', { name: '秒创模板' }).click();
    await page.getByTestId('template-download').filter({ hasText: name }).waitFor();

    // Render one and find it in design history, 在线编辑 leading to the editor page.
    const id = await graphql<{ templates: { items: { id: string }[] } }>(
      '{ templates(category: POSTER, pageSize: 1) { items { id } } }',
      {},
      token,
    );
    await renderPoster(token, id.templates.items[0]?.id ?? '');
    await page.goto(`${env.stack.webUrl}/mine/modelDesignHistory`);
    const history = page.getByTestId('history-card');
    await history.first().waitFor();
    expect(await history.count()).toBe(2);
    const edit = history.first().getByRole('link', { name: '在线编辑' });
    const href = (await edit.getAttribute('href')) ?? '';
    expect(href).toMatch(
      /^\/editor\.html\?userType=user&tempNew=false&tempId=\d+&user_id=\d+&token=/,
    );
    await imagesLoaded(page, '[data-testid="history-card"]');
    await screenshot(page, 'templates-design-history');
    await history.first().getByRole('button', { name: '查看大图' }).click();
    await page.getByTestId('image-viewer-img').waitFor();
    await imagesLoaded(page, '[role="dialog"]');
    await screenshot(page, 'templates-rendered-poster');
    await page.keyboard.press('Escape');

    // The record's 在线编辑 opens the saved design in the editor page.
    await page.goto(`${env.stack.webUrl}${href}`);
    await page.getByRole('heading', { name: '在线编辑' }).waitFor();
    await page.locator('canvas').first().waitFor();
    await screenshot(page, 'templates-editor');

    // /design/* is the designers' area (issue 30 item 8): a plain user is sent to their own
    // 创作记录 and told why.
    await page.goto(`${env.stack.webUrl}/design/modelDesignHistroy`);
    await page.getByText('设计师专区仅对设计师开放，已为你打开对应的页面').first().waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/modelPage/modelDesignHistory');

    // A designer's design is in the designer's records; delete it after the confirmation.
    const designer = await newPage();
    await logIn(designer, env.stack.webUrl, 'lina');
    const designerToken = (await designer.evaluate(() => localStorage.getItem('token'))) ?? '';
    await renderPoster(designerToken, id.templates.items[0]?.id ?? '');
    await designer.goto(`${env.stack.webUrl}/design/modelDesignHistroy`);
    const design = designer.locator(CARD).filter({ has: designer.getByAltText('春日海报') });
    await design.waitFor();
    await design.hover();
    await design.getByRole('button', { name: '删除记录 春日海报' }).click();
    const dialog = designer.getByRole('alertdialog');
    await expect.poll(() => dialog.getByText('确定删除这个作图记录吗？').count()).toBe(1);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => designer.getByText('删除成功').count()).toBeGreaterThan(0);
    await expect.poll(() => design.count()).toBe(0);
  });

  it('says so when no template matches and lists every 秒创 entry as a working page', async () => {
    const page = await newPage();
    await page.goto(`${env.stack.webUrl}/modelHome`);
    for (const title of [
      '模板中心',
      '智能创作（新媒体首图）',
      '智能创作（海报）',
      '智能创作（单张）',
    ])
      await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('link', { name: '浏览模板' }).click();
    await page.locator(CARD).first().waitFor();
    await page.goto(`${env.stack.webUrl}/modelPage/modelCenter?type=official&tags=0:999999999`);
    await page.getByText('抱歉，未找到与筛选条件相关的模型').waitFor();
  });
});
