import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CopyCardsDocument,
  CopyTagClassesDocument,
  SmartProfileDocument,
  SmartScenarioClassesDocument,
  UseCopyCardDocument,
  type SmartCopyInput,
} from '@adstudio/schema/client';
import { clearSession, saveSession } from '../../accounts/session';
import { buildUserInfo } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

// jsdom has no PointerEvent; the 文案库 checkbox machine creates one when its input loses focus.
if (!('PointerEvent' in window)) {
  Object.defineProperty(window, 'PointerEvent', { writable: true, value: MouseEvent });
}

const PATH = '/modelPage/smartPoster';
const FIRST_TAGS = ['268', '13101', '16401', '16501'];

const classOf = (id: string, name: string, tags: string[]) => ({
  __typename: 'TemplateTagClass' as const,
  id,
  name,
  tags: tags.map((tag, i) => ({
    __typename: 'Tag' as const,
    id: i === 0 && id === '128' ? '268' : String(Number(id) * 100 + i + 1),
    name: tag,
  })),
});

const scenarioMock = {
  request: {
    query: SmartScenarioClassesDocument,
    variables: { classIds: ['128', '131', '164', '165'] },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      scenarioTagClasses: [
        classOf('128', '行业', ['通用', '餐饮美食']),
        classOf('131', '设计风格', ['简约', '国潮']),
        classOf('164', '投放渠道', ['朋友圈', '门店海报']),
        classOf('165', '海报类型', ['促销活动', '新品上市']),
      ],
    },
  },
};

const poster = (id: string) => ({
  __typename: 'SmartDesign' as const,
  previewUrl: `/api/v1/files/previews/${id}.jpg`,
  template: {
    __typename: 'Template' as const,
    id,
    name: `海报${id}`,
    previewUrl: `/previews/${id}.png`,
    width: 750,
    height: 1334,
    document: `{"filled":"${id}"}`,
  },
  match: {
    __typename: 'SmartMatch' as const,
    precise: true,
    reasons: [`匹配：通用 · 简约 · 朋友圈 ${id}`],
    warnings: [],
    shorten: [],
    images: [],
  },
});

function posterProfileMock(copy: SmartCopyInput, ids: string[]) {
  return {
    request: {
      query: SmartProfileDocument,
      variables: {
        tagIds: FIRST_TAGS,
        copy,
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
          rankedIds: ids,
          preciseIds: [],
          designs: ids.map(poster),
          excluded: [],
        },
      },
    },
  };
}

const drawerMocks = [
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
          items: [
            {
              __typename: 'CopyCard' as const,
              id: 'c7',
              kind: 'ORIGINAL' as const,
              mainTitle: '夏日冰饮\n第二杯半价',
              subtitleOne: '全城门店\n同享',
              subtitleTwo: '扫码领券',
              subtitleThree: '',
              subtitleFour: '',
              content: '',
              brand: '',
              other: '',
              phone: '',
              product: '',
              lines: 2,
              useCount: 1,
              isCollected: false,
              samePoem: false,
              tags: [],
            },
          ],
        },
      },
    },
  },
  {
    request: { query: UseCopyCardDocument, variables: { id: 'c7' } },
    result: {
      data: { useCopyCard: { __typename: 'CopyCard' as const, id: 'c7', useCount: 2 } },
    },
  },
];

// The lazily loaded page and its tags may take a while on a loaded machine.
async function pageReady() {
  await screen.findByRole('radiogroup', { name: '海报类型' }, { timeout: 15_000 });
}

// Toasts and whole-form tests are slow on a loaded machine; these bound the wait, not the speed.
const TOAST = { timeout: 10_000 };
const LONG_TEST_MS = 90_000;

async function firstTagsChosen() {
  await pageReady();
  for (const name of ['通用', '简约', '朋友圈', '促销活动']) {
    const tag = await screen.findByRole('radio', { name });
    await waitFor(() => {
      expect(tag).toHaveAttribute('aria-checked', 'true');
    });
  }
}

beforeEach(() => {
  saveSession('token-1', buildUserInfo());
});

afterEach(() => {
  clearSession();
});

describe('智能创作（海报）', () => {
  it(
    'offers the four poster classes with the first tags chosen, and the sample copy as placeholders',
    async () => {
      const { user } = renderApp(PATH, { mocks: [scenarioMock] });
      await pageReady();
      expect(screen.getByText('智能创作（海报）')).toBeInTheDocument();
      for (const name of ['行业', '设计风格', '投放渠道', '海报类型']) {
        expect(await screen.findByRole('radiogroup', { name })).toBeInTheDocument();
      }
      await firstTagsChosen();
      expect(screen.getByRole('textbox', { name: '主标题（上）' })).toHaveAttribute(
        'placeholder',
        '春日新品',
      );
      expect(screen.getByRole('textbox', { name: '主标题（下）' })).toHaveAttribute(
        'placeholder',
        '限时尝鲜',
      );
      expect(screen.getByRole('textbox', { name: '副标题文案' })).toHaveValue('');
      for (const name of ['通用', '简约', '朋友圈', '促销活动']) {
        await user.click(screen.getByRole('radio', { name }));
      }
      await user.click(screen.getByRole('button', { name: '智能创作' }));
      expect(await screen.findByText('请选择使用场景', undefined, TOAST)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: '添加使用场景' })).toBeInTheDocument();
    },
    LONG_TEST_MS,
  );

  it(
    'uploads a QR code and a logo by the spec rules; only the logo has 一键抠图',
    async () => {
      const { user } = renderApp(PATH, { mocks: [scenarioMock] });
      await pageReady();
      const cutouts = await screen.findAllByRole('button', { name: '一键抠图' });
      expect(cutouts).toHaveLength(1);
      await user.click(cutouts[0] as HTMLElement);
      expect(await screen.findByText('请先上传图片～', undefined, TOAST)).toBeInTheDocument();
      await user.upload(
        screen.getByLabelText('上传二维码'),
        new File([], 'qr.png', { type: 'image/png' }),
      );
      expect(await screen.findByText('空文件', undefined, TOAST)).toBeInTheDocument();
      await user.upload(
        screen.getByLabelText('上传Logo'),
        new File(['GIF89a'], 'logo.png', { type: 'image/png' }),
      );
      expect(
        await screen.findByText('上传的素材只能是 JPG 、 PNG 格式或者 SVG!', undefined, TOAST),
      ).toBeInTheDocument();
    },
    LONG_TEST_MS,
  );

  it(
    'fills the first and second title lines and both subtitles from the 文案库 card',
    async () => {
      const { user } = renderApp(PATH, { mocks: [scenarioMock, ...drawerMocks] });
      await pageReady();
      await user.click(await screen.findByRole('button', { name: '文案库' }));
      await user.click(await screen.findByLabelText('选择 夏日冰饮 第二杯半价'));
      await user.click(screen.getByRole('button', { name: '确认选择' }));
      expect(screen.getByRole('textbox', { name: '主标题（上）' })).toHaveValue('夏日冰饮');
      expect(screen.getByRole('textbox', { name: '主标题（下）' })).toHaveValue('第二杯半价');
      expect(screen.getByRole('textbox', { name: '副标题文案' })).toHaveValue('全城门店，同享');
      expect(screen.getByRole('textbox', { name: '次标题文案' })).toHaveValue('扫码领券');
    },
    LONG_TEST_MS,
  );

  it(
    'asks the poster flow with the two title lines, then the back arrow keeps the form',
    async () => {
      const copy = {
        mainLabel: ['开业大吉', '全场八折'],
        secondLabel: null,
        thirdLabel: ['仅限三天'],
      };
      const { user } = renderApp(PATH, {
        mocks: [
          scenarioMock,
          posterProfileMock(copy, ['a1', 'a2', 'a3']),
          posterProfileMock(copy, ['a1']),
        ],
      });
      await firstTagsChosen();
      await user.type(screen.getByRole('textbox', { name: '主标题（上）' }), '开业大吉');
      await user.type(screen.getByRole('textbox', { name: '主标题（下）' }), '全场八折');
      await user.type(screen.getByRole('textbox', { name: '次标题文案' }), '仅限三天');
      await user.click(screen.getByRole('radio', { name: '国潮' }));
      await user.click(screen.getByRole('radio', { name: '简约' }));
      await user.click(screen.getByRole('button', { name: '智能创作' }));

      expect(await screen.findByRole('heading', { name: '选择模板继续编辑' })).toBeInTheDocument();
      const cards = await screen.findAllByTestId('design-card');
      expect(cards).toHaveLength(3);
      expect(within(cards[0] as HTMLElement).getByRole('img', { name: '海报a1' })).toHaveAttribute(
        'src',
        '/api/v1/files/previews/a1.jpg',
      );
      expect(screen.getByText('匹配：通用 · 简约 · 朋友圈 a2')).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: '在线编辑' })[0]).toHaveAttribute(
        'href',
        expect.stringContaining('tempId=a1'),
      );

      await user.click(screen.getByRole('button', { name: '返回' }));
      expect(await screen.findByRole('heading', { name: '添加使用场景' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: '主标题（上）' })).toHaveValue('开业大吉');
      expect(screen.getByRole('textbox', { name: '主标题（下）' })).toHaveValue('全场八折');
      expect(screen.getByRole('radio', { name: '简约' })).toHaveAttribute('aria-checked', 'true');
      await user.click(screen.getByRole('button', { name: '智能创作' }));
      expect(await screen.findAllByTestId('design-card')).toHaveLength(1);
    },
    LONG_TEST_MS,
  );
});
