import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SmartProfileDocument, SmartScenarioClassesDocument } from '@adstudio/schema/client';
import { clearSession, saveSession } from '../../accounts/session';
import { buildUserInfo } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const PATH = '/modelPage/smartSingle';

const nodeMock = {
  request: { query: SmartScenarioClassesDocument, variables: { classIds: ['166'] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      scenarioTagClasses: [
        {
          __typename: 'TemplateTagClass' as const,
          id: '166',
          name: '节点',
          tags: [
            { __typename: 'Tag' as const, id: '16601', name: '春节' },
            { __typename: 'Tag' as const, id: '16606', name: '日常' },
          ],
        },
      ],
    },
  },
};

const singleProfileMock = {
  request: {
    query: SmartProfileDocument,
    variables: {
      tagIds: ['16601'],
      // Every field of the form: the groups as twelve lines in order, an empty text_b kept.
      copy: {
        mainLabel: ['新春大促销活'],
        secondLabel: ['全场满299减50'],
        thirdLabel: ['特惠'],
        codeLabel: null,
        productTopLabel: null,
        productLabel: Array.from({ length: 4 }, () => ['内容', '次内容', '']).flat(),
        productNotesLabel: ['活动时间：1月20日至2月5日'],
        notesLabel: ['活动最终解释权归本店所有'],
        copyrightNotice: null,
      },
      role: null,
      product: null,
      code: null,
      logo: null,
      flow: 'POSTER' as const,
    },
  },
  result: {
    data: {
      smartProfile: {
        __typename: 'SmartProfile' as const,
        type: 'NONE' as const,
        rankedIds: ['s1'],
        preciseIds: [],
        excluded: [],
        designs: [
          {
            __typename: 'SmartDesign' as const,
            previewUrl: '/api/v1/files/previews/s1.jpg',
            template: {
              __typename: 'Template' as const,
              id: 's1',
              name: '单张s1',
              previewUrl: '/previews/s1.png',
              width: 750,
              height: 1334,
              document: '{"filled":"s1"}',
            },
            match: {
              __typename: 'SmartMatch' as const,
              precise: false,
              reasons: ['匹配：春节'],
              warnings: [],
              shorten: [],
              images: [],
            },
          },
        ],
      },
    },
  },
};

// The lazily loaded page and its tags may take a while on a loaded machine.
async function firstNodeChosen() {
  const spring = await screen.findByRole('radio', { name: '春节' }, { timeout: 15_000 });
  await waitFor(() => {
    expect(spring).toHaveAttribute('aria-checked', 'true');
  });
}

// Typing four groups of copy is slow under jsdom.
const LONG_TEST_MS = 90_000;

const box = (name: string) => screen.getByRole('textbox', { name });
const next = () => screen.getByRole('button', { name: '下一步' });
const prompt = () => screen.getByTestId('step-prompt');

beforeEach(() => {
  saveSession('token-1', buildUserInfo());
});

afterEach(() => {
  clearSession();
});

describe('智能创作（单张）', () => {
  it(
    'gates each step on its required fields, counts characters to the limits and goes back one step',
    async () => {
      const { user } = renderApp(PATH, { mocks: [nodeMock] });
      await firstNodeChosen();
      expect(screen.getByText('1. 图片与主文案')).toHaveAttribute('aria-current', 'step');
      expect(next()).toBeDisabled();
      expect(prompt()).toHaveTextContent('请填写标题文案（上）');

      // The title half stops at 6 characters and its counter says so.
      await user.type(box('标题文案（上）'), '新春大促销活动');
      expect(box('标题文案（上）')).toHaveValue('新春大促销活');
      const counter = (name: string) =>
        within(box(name).parentElement as HTMLElement).getByTestId('copy-counter');
      expect(counter('标题文案（上）')).toHaveTextContent('6/6');
      expect(counter('标题文案（下）')).toHaveTextContent('0/6');
      expect(counter('副标题文案')).toHaveTextContent('0/12');
      expect(prompt()).toHaveTextContent('请填副标题文案');
      expect(next()).toBeDisabled();
      await user.type(box('副标题文案'), '全场满299减50');
      expect(next()).toBeEnabled();
      await user.click(next());

      expect(screen.getByText('2. 产品与内容')).toHaveAttribute('aria-current', 'step');
      expect(counter('产品顶部标题')).toHaveTextContent('0/12');
      await user.type(box('促销文案'), '特惠');
      expect(counter('促销文案')).toHaveTextContent('2/4');
      expect(prompt()).toHaveTextContent('请填写第1组主内容文案');
      for (const group of [1, 2, 3, 4]) {
        await user.type(box(`第${group}组主内容文案`), `内容${group}`);
        expect(prompt()).toHaveTextContent(`请填写第${group}组次内容文案`);
        await user.type(box(`第${group}组次内容文案a`), `次内容${group}`);
      }
      expect(counter('第4组次内容文案b')).toHaveTextContent('0/7');
      expect(screen.queryByTestId('step-prompt')).not.toBeInTheDocument();
      await user.click(next());

      expect(screen.getByText('3. 表格说明与补充')).toHaveAttribute('aria-current', 'step');
      expect(counter('表格说明（上）')).toHaveTextContent('0/18');
      expect(screen.queryByRole('button', { name: '下一步' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '上一步' }));
      expect(screen.getByText('2. 产品与内容')).toHaveAttribute('aria-current', 'step');
      expect(box('第4组次内容文案a')).toHaveValue('次内容4');
      await user.click(screen.getByRole('button', { name: '上一步' }));
      expect(box('标题文案（上）')).toHaveValue('新春大促销活');
    },
    LONG_TEST_MS,
  );

  it(
    'asks for the table description and supplement a, then opens 选择模板 with the posters',
    async () => {
      const { user } = renderApp(PATH, { mocks: [nodeMock, singleProfileMock] });
      await firstNodeChosen();
      await user.type(box('标题文案（上）'), '新春大促销活');
      await user.type(box('副标题文案'), '全场满299减50');
      await user.click(next());
      await user.type(box('促销文案'), '特惠');
      for (const group of [1, 2, 3, 4]) {
        await user.type(box(`第${group}组主内容文案`), '内容');
        await user.type(box(`第${group}组次内容文案a`), '次内容');
      }
      await user.click(next());

      const create = screen.getByRole('button', { name: '智能创作' });
      await user.click(create);
      expect(await screen.findByText('请填写表格说明')).toBeInTheDocument();
      await user.type(box('表格说明（上）'), '活动时间：1月20日至2月5日');
      await user.click(create);
      expect(await screen.findByText('请填写信息补充a')).toBeInTheDocument();
      await user.type(box('信息补充a'), '活动最终解释权归本店所有');
      await user.click(create);

      expect(await screen.findByRole('heading', { name: '选择模板继续编辑' })).toBeInTheDocument();
      expect(screen.getByText('选择模板')).toBeInTheDocument();
      expect(screen.getByText('智能创作（单张）')).toBeInTheDocument();
      expect(await screen.findAllByTestId('design-card')).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: '返回' }));
      expect(screen.getByText('3. 表格说明与补充')).toHaveAttribute('aria-current', 'step');
      expect(box('信息补充a')).toHaveValue('活动最终解释权归本店所有');
    },
    LONG_TEST_MS,
  );
});
