import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChangeCopyCardDocument,
  CheckSmartCopyDocument,
  CopyCardsDocument,
  CopyTagClassesDocument,
  SmartProfileDocument,
  ShortenSuggestionsDocument,
  SmartScenarioClassesDocument,
  UseCopyCardDocument,
  type SmartCopyField,
} from '@adstudio/schema/client';
import { clearSession, saveSession } from '../../accounts/session';
import { buildUserInfo } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

// The page is a lazy chunk whose first import (vite's transform of the whole smart page) took past
// findBy's 5 s on a loaded machine (CI, the first test of this file): loaded here, as set-up.
beforeAll(async () => {
  await import('./SmartGeneratePage');
});

// jsdom has no PointerEvent; the 文案库 checkbox machine creates one when its input loses focus.
if (!('PointerEvent' in window)) {
  Object.defineProperty(window, 'PointerEvent', { writable: true, value: MouseEvent });
}

const PATH = '/modelPage/smartGenerate';
// The title every generation needs (请填写标题文案 otherwise); generateWithFirstTags types it.
const TITLE = '春日上新';
const NO_COPY = { mainLabel: [TITLE], secondLabel: null, thirdLabel: null };

const tagClass = (id: string, name: string, tags: [string, string][]) => ({
  __typename: 'TemplateTagClass' as const,
  id,
  name,
  tags: tags.map(([tagId, tagName]) => ({ __typename: 'Tag' as const, id: tagId, name: tagName })),
});

const scenarioMock = {
  request: { query: SmartScenarioClassesDocument, variables: { classIds: ['128', '129'] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      scenarioTagClasses: [
        tagClass('128', '行业', [
          ['268', '餐饮美食'],
          ['269', '家电'],
        ]),
        tagClass('129', '投放渠道', [['11572', '公众号']]),
      ],
    },
  },
};

const design = (
  id: string,
  precise: boolean,
  shorten: { field: SmartCopyField; maxChars: number }[] = [],
) => ({
  __typename: 'SmartDesign' as const,
  previewUrl: `/api/v1/files/previews/${id}.jpg`,
  template: {
    __typename: 'Template' as const,
    id,
    name: `模板${id}`,
    previewUrl: `/previews/${id}.png`,
    width: 900,
    height: 383,
    document: `{"filled":"${id}"}`,
  },
  match: {
    __typename: 'SmartMatch' as const,
    precise,
    reasons: [`匹配：餐饮美食 ${id}`],
    warnings: [],
    shorten: shorten.map((s) => ({ __typename: 'SmartShorten' as const, ...s })),
    images: [],
  },
});

const PRECISE = ['p1', 'p2', 'p3', 'p4'];
const OTHER = ['o1', 'o2', 'o3', 'o4', 'o5', 'o6'];

function profileMock(
  templateIds: string[] | undefined,
  ids: string[],
  copy: Record<string, string[] | null> = NO_COPY,
  shorten: { field: SmartCopyField; maxChars: number }[] = [],
) {
  return {
    request: {
      query: SmartProfileDocument,
      variables: {
        tagIds: ['268', '11572'],
        copy,
        role: null,
        product: null,
        ...(templateIds ? { templateIds } : {}),
      },
    },
    result: {
      data: {
        smartProfile: {
          __typename: 'SmartProfile' as const,
          type: 'ALL' as const,
          rankedIds: [...PRECISE, ...OTHER],
          preciseIds: PRECISE,
          designs: ids.map((id) => design(id, id.startsWith('p'), shorten)),
          excluded: [
            {
              __typename: 'SmartExclusion' as const,
              reason: 'COPY' as const,
              message: '已为你排除 12 个放不下你的文案的模板',
            },
          ],
        },
      },
    },
  };
}

// Waits for the preselected first tags, writes the title unless one is there, presses 智能创作.
async function generateWithFirstTags(user: ReturnType<typeof renderApp>['user']) {
  const food = await screen.findByRole('radio', { name: '餐饮美食' });
  await waitFor(() => {
    expect(food).toHaveAttribute('aria-checked', 'true');
  });
  const title = screen.getByRole('textbox', { name: '标题文案' });
  if (!(title as HTMLInputElement).value) await user.type(title, TITLE);
  await user.click(screen.getByRole('button', { name: '智能创作' }));
}

beforeEach(() => {
  saveSession('token-1', buildUserInfo());
});

afterEach(() => {
  clearSession();
});

describe('智能创作（新媒体首图）', () => {
  it('preselects the first tags, and with none chosen warns 请选择使用场景 and stays', async () => {
    const { user } = renderApp(PATH, { mocks: [scenarioMock] });
    const food = await screen.findByRole('radio', { name: '餐饮美食' });
    const channel = screen.getByRole('radio', { name: '公众号' });
    await waitFor(() => {
      expect(food).toHaveAttribute('aria-checked', 'true');
    });
    expect(channel).toHaveAttribute('aria-checked', 'true');
    await user.click(food);
    await user.click(channel);
    await user.click(screen.getByRole('button', { name: '智能创作' }));
    expect(await screen.findByText('请选择使用场景')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '添加使用场景' })).toBeInTheDocument();
  });

  it('switches to the appliance sub-form for 家电 (issue 30; its e2e draws the designs)', async () => {
    const { user } = renderApp(PATH, { mocks: [scenarioMock] });
    await user.click(await screen.findByRole('radio', { name: '家电' }));
    expect(await screen.findByTestId('appliance-form')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '主标题文案' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '标题文案' })).not.toBeInTheDocument();
  });

  it('asks for the person main image before 一键抠图, and refuses an empty file', async () => {
    const { user } = renderApp(PATH, { mocks: [scenarioMock] });
    const [personCutout] = await screen.findAllByRole('button', { name: '一键抠图' });
    await user.click(personCutout as HTMLElement);
    expect(await screen.findByText('请先上传人物主图～')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('上传人物主图'),
      new File([], 'empty.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('空文件')).toBeInTheDocument();
  });

  it('ignores 换一组文案 while a change is running', async () => {
    const answer = vi.fn(() => ({
      data: {
        changeCopyCard: {
          __typename: 'CopyCard' as const,
          id: 'c1',
          mainTitle: '夏日冰饮\n第二杯半价',
          subtitleOne: '清凉一夏',
          subtitleTwo: '',
        },
      },
    }));
    const { user } = renderApp(PATH, {
      mocks: [
        scenarioMock,
        {
          request: { query: ChangeCopyCardDocument, variables: { lines: 3 } },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: answer,
        },
      ],
    });
    const change = await screen.findByRole('button', { name: '换一组文案' });
    await user.click(change);
    await user.click(change);
    await waitFor(
      () => {
        expect(screen.getByRole('textbox', { name: '标题文案' })).toHaveValue('夏日冰饮');
      },
      { timeout: 3000 },
    );
    expect(screen.getByRole('textbox', { name: '副标题文案' })).toHaveValue('第二杯半价');
    expect(screen.getByRole('textbox', { name: '次标题文案' })).toHaveValue('清凉一夏');
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('fills the three fields from the 文案库 choice', async () => {
    const card = {
      __typename: 'CopyCard' as const,
      id: 'c9',
      kind: 'ORIGINAL' as const,
      mainTitle: '开业大吉',
      subtitleOne: '全场八折\n仅限三天',
      subtitleTwo: '欢迎光临',
      subtitleThree: '',
      subtitleFour: '',
      content: '',
      brand: '',
      other: '',
      phone: '',
      product: '',
      lines: 2,
      useCount: 3,
      isCollected: false,
      samePoem: false,
      tags: [],
    };
    const { user } = renderApp(PATH, {
      mocks: [
        scenarioMock,
        {
          request: { query: CopyTagClassesDocument, variables: { classId: '143' } },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: { data: { copyTagClasses: [] } },
        },
        {
          request: {
            query: CopyCardsDocument,
            variables: { tagIds: null, lines: 2, page: 1, pageSize: 20 },
          },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: {
            data: {
              copyCards: {
                __typename: 'CopyCardPage' as const,
                total: 1,
                page: 1,
                pageSize: 20,
                items: [card],
              },
            },
          },
        },
        {
          request: { query: UseCopyCardDocument, variables: { id: 'c9' } },
          result: {
            data: { useCopyCard: { __typename: 'CopyCard' as const, id: 'c9', useCount: 4 } },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: '文案库' }));
    await user.click(await screen.findByLabelText('选择 开业大吉'));
    await user.click(screen.getByRole('button', { name: '确认选择' }));
    expect(screen.getByRole('textbox', { name: '标题文案' })).toHaveValue('开业大吉');
    expect(screen.getByRole('textbox', { name: '副标题文案' })).toHaveValue('全场八折，仅限三天');
    expect(screen.getByRole('textbox', { name: '次标题文案' })).toHaveValue('欢迎光临');
  });

  it('shows 3 precise and 6 recommended, 生成更多 asks the next precise id, then 已经到底了呢！', async () => {
    const { user } = renderApp(PATH, {
      mocks: [
        scenarioMock,
        profileMock(undefined, ['p1', 'p2', 'p3', ...OTHER]),
        profileMock(['p4'], ['p4']),
      ],
    });
    await generateWithFirstTags(user);
    expect(await screen.findByRole('heading', { name: '选择模板继续编辑' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('design-card')).toHaveLength(9);
    expect(screen.getByText('为你推荐')).toBeInTheDocument();
    expect(screen.getByText('已为你排除 12 个放不下你的文案的模板')).toBeInTheDocument();
    expect(screen.getByText('匹配：餐饮美食 p1')).toBeInTheDocument();
    const [preciseMore] = screen.getAllByRole('button', { name: '生成更多' });
    await user.click(preciseMore as HTMLElement);
    expect(await screen.findByText('匹配：餐饮美食 p4')).toBeInTheDocument();
    expect(screen.getAllByTestId('design-card')).toHaveLength(10);
    // 生成更多 stays loading until the new batch's pictures have arrived.
    const more = () => screen.getByTestId('more-precise');
    expect(more()).toHaveAttribute('data-loading');
    const p4 = screen.getByRole('img', { name: '模板p4' });
    expect(p4).toHaveAttribute('src', '/api/v1/files/previews/p4.jpg');
    fireEvent.load(p4);
    // Both ranked lists have ended: the page says so instead of a button that does nothing.
    expect(await screen.findByTestId('end-precise')).toHaveTextContent('已经到底了呢！');
    expect(screen.getByTestId('end-other')).toHaveTextContent('已经到底了呢！');
    expect(screen.queryByRole('button', { name: '生成更多' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '在线编辑' })[0]).toHaveAttribute(
      'href',
      expect.stringContaining('tempId=p1'),
    );
  });

  it('pages the whole ranked list 9 at a time when nothing is precise (无)', async () => {
    const ranked = Array.from({ length: 14 }, (_, i) => `o${i + 1}`);
    const none = (templateIds: string[] | undefined, ids: string[]) => {
      const mock = profileMock(templateIds, ids);
      Object.assign(mock.result.data.smartProfile, {
        type: 'NONE',
        rankedIds: ranked,
        preciseIds: [],
      });
      return mock;
    };
    const { user } = renderApp(PATH, {
      mocks: [
        scenarioMock,
        none(undefined, ranked.slice(0, 9)),
        none(ranked.slice(9), ranked.slice(9)),
      ],
    });
    await generateWithFirstTags(user);
    expect(await screen.findAllByTestId('design-card')).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: '生成更多' }));
    expect(await screen.findByText('匹配：餐饮美食 o14')).toBeInTheDocument();
    expect(screen.getAllByTestId('design-card')).toHaveLength(14);
  });

  it('stops before generating without a title: 请填写标题文案, never the sample headline', async () => {
    const { user } = renderApp(PATH, { mocks: [scenarioMock] });
    const food = await screen.findByRole('radio', { name: '餐饮美食' });
    await waitFor(() => {
      expect(food).toHaveAttribute('aria-checked', 'true');
    });
    await user.click(screen.getByRole('button', { name: '智能创作' }));
    expect(await screen.findByText('请填写标题文案')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '选择模板继续编辑' })).not.toBeInTheDocument();
  });

  it('shows a failed batch with 重试, which loads the designs', async () => {
    const failed = profileMock(undefined, []);
    const { user } = renderApp(PATH, {
      mocks: [
        scenarioMock,
        { request: failed.request, error: new Error('bff unreachable') },
        profileMock(undefined, ['p1', 'p2', 'p3', ...OTHER]),
      ],
    });
    await generateWithFirstTags(user);
    expect(await screen.findByTestId('list-failed')).toHaveTextContent(
      '获取模板失败了，请刷新重试!',
    );
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findAllByTestId('design-card')).toHaveLength(9);
  });

  it('says 暂无模板数据～ when no template suits', async () => {
    const { user } = renderApp(PATH, { mocks: [scenarioMock, profileMock(undefined, [])] });
    await generateWithFirstTags(user);
    expect(await screen.findByText('暂无模板数据～')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '生成更多' })).not.toBeInTheDocument();
  });
});

const hit = (matched: string, start: number) => ({
  __typename: 'WordHit' as const,
  entryId: '1',
  word: matched,
  matched,
  start,
  end: start + matched.length,
  category: '绝对化用语',
  severity: '禁用',
  legalBasis: '《广告法》第九条第三项',
  suggestions: ['超值价'],
  notes: [],
  industry: '通用',
  normalisations: [],
  nested: [],
});
const checkMock = (content: string, hits: ReturnType<typeof hit>[]) => ({
  request: { query: CheckSmartCopyDocument, variables: { content } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { checkWords: { __typename: 'WordCheckResult' as const, hits } } },
});
const BANNED_COPY = { mainLabel: ['全网最低价'], secondLabel: null, thirdLabel: null };

describe('智能创作 previews, compliance and 缩短到 N 字', () => {
  it("shows a skeleton until each design's own picture loads, and a failed one with 重新加载", async () => {
    const { user } = renderApp(PATH, {
      mocks: [scenarioMock, profileMock(undefined, ['p1', 'p2', 'p3', ...OTHER])],
    });
    await generateWithFirstTags(user);
    expect(await screen.findAllByTestId('design-preview-loading')).toHaveLength(9);
    fireEvent.load(screen.getByRole('img', { name: '模板p1' }));
    fireEvent.error(screen.getByRole('img', { name: '模板p2' }));
    expect(await screen.findByText('预览图加载失败')).toBeInTheDocument();
    expect(screen.getAllByTestId('design-preview-loading')).toHaveLength(7);
    expect(screen.getByRole('img', { name: '模板p1' })).toHaveAttribute('data-state', 'loaded');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(screen.getByRole('img', { name: '模板p2' })).toHaveAttribute(
      'src',
      '/api/v1/files/previews/p2.jpg?retry=1',
    );
  });

  it('marks a 禁用 word on its field with the law and a one-click replacement', async () => {
    const { user } = renderApp(PATH, {
      mocks: [scenarioMock, checkMock('全网最低价', [hit('全网最低价', 0)])],
    });
    const title = await screen.findByRole('textbox', { name: '标题文案' });
    await user.type(title, '全网最低价');
    const found = await screen.findByTestId('copy-banned-hit');
    expect(found).toHaveTextContent('「全网最低价」是禁用词');
    expect(found).toHaveTextContent('依据：《广告法》第九条第三项');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(found).getByRole('button', { name: '超值价' }));
    expect(title).toHaveValue('超值价');
  });

  it('still generates with a 禁用 word, but 在线编辑 asks first', async () => {
    const { user } = renderApp(PATH, {
      mocks: [
        scenarioMock,
        checkMock('全网最低价', [hit('全网最低价', 0)]),
        profileMock(undefined, ['p1', 'p2', 'p3'], BANNED_COPY),
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: '标题文案' }), '全网最低价');
    await screen.findByTestId('copy-banned-hit');
    await generateWithFirstTags(user);
    expect(await screen.findAllByTestId('design-card')).toHaveLength(3);
    expect(await screen.findAllByTestId('design-banned')).toHaveLength(3);
    await user.click(screen.getAllByRole('link', { name: '在线编辑' })[0] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog', { name: '文案含有禁用词' });
    expect(dialog).toHaveTextContent('全网最低价');
    await user.click(within(dialog).getByRole('button', { name: '返回修改' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  it('「缩短到 N 字」 puts a recommended line that fits into the form', async () => {
    const { user } = renderApp(PATH, {
      mocks: [
        scenarioMock,
        profileMock(undefined, ['p1'], NO_COPY, [{ field: 'SECOND_LABEL', maxChars: 6 }]),
        {
          request: { query: ShortenSuggestionsDocument, variables: { textLength: 6 } },
          result: {
            data: {
              suggestedTitles: [
                {
                  __typename: 'SuggestedTitle' as const,
                  mainTitle: '春日上新',
                  subtitleOne: '到店即送咖啡一杯',
                },
                {
                  __typename: 'SuggestedTitle' as const,
                  mainTitle: '开业',
                  subtitleOne: '全场八折',
                },
              ],
            },
          },
        },
      ],
    });
    await generateWithFirstTags(user);
    await user.click(await screen.findByRole('button', { name: '缩短到 6 字' }));
    // The first subtitle is too long; the next one fits.
    expect(await screen.findByRole('textbox', { name: '副标题文案' })).toHaveValue('全场八折');
    expect(await screen.findByText('已将副标题文案换为「全场八折」')).toBeInTheDocument();
  });
});
