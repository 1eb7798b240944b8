import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CheckUrlsDocument,
  CheckWordsDocument,
  WordCheckIndustriesDocument,
} from '@adstudio/schema/client';
import { renderApp } from '../../test/renderApp';

const PATH = '/copyPage/copyTitlePage/word-check';

function hit(overrides: Record<string, unknown>) {
  return {
    __typename: 'WordHit' as const,
    entryId: '1',
    word: '最佳',
    matched: '最佳',
    start: 0,
    end: 2,
    category: '绝对化用语',
    severity: '禁用',
    legalBasis: '《广告法》第九条第三项',
    suggestions: ['优选', '精选'],
    notes: [] as string[],
    industry: '通用',
    normalisations: [],
    nested: [] as ReturnType<typeof nestedHit>[],
    ...overrides,
  };
}

function nestedHit(word: string, start: number, end: number) {
  return {
    __typename: 'WordHit' as const,
    entryId: word,
    word,
    matched: word,
    start,
    end,
    category: '绝对化用语',
    severity: '禁用',
  };
}

function checkMock(content: string, hits: ReturnType<typeof hit>[], industry = '通用') {
  return {
    request: { query: CheckWordsDocument, variables: { content, industry } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        checkWords: {
          __typename: 'WordCheckResult' as const,
          total: hits.length,
          truncated: false,
          whitelisted: 0,
          verdict: hits.some((h) => h.severity === '禁用')
            ? 'reject'
            : hits.length
              ? 'review'
              : 'pass',
          summary: {
            __typename: 'WordCheckSummary' as const,
            banned: hits.filter((h) => h.severity === '禁用').length,
            sensitive: 0,
            suspect: 0,
          },
          hits,
          contacts: [],
        },
      },
    },
  };
}

const TEXT = '國家級品质，最佳选择';
const HITS = [
  hit({
    entryId: '2',
    word: '国家级',
    matched: '國家級',
    start: 0,
    end: 3,
    suggestions: ['知名'],
    normalisations: [
      { __typename: 'WordNormalisation' as const, key: 'traditional', label: '繁体转简体' },
    ],
  }),
  hit({ start: 6, end: 8 }),
];

afterEach(() => {
  vi.restoreAllMocks();
});

async function typeText(text: string) {
  const box = await screen.findByRole('textbox', { name: '待检测文案' });
  fireEvent.change(box, { target: { value: text } });
  return box;
}

describe('WordCheckPage', () => {
  it('marks every hit in place with its category, severity, law and suggestions on hover', async () => {
    renderApp(PATH, { mocks: [checkMock(TEXT, HITS)] });
    expect(await screen.findByRole('heading', { name: '禁词检测', level: 1 })).toBeInTheDocument();
    await typeText(TEXT);
    const preview = await screen.findByTestId('highlighted-text');
    const marks = await waitFor(() => {
      const found = preview.querySelectorAll('mark');
      expect(found).toHaveLength(2);
      return found;
    });
    expect(marks[0]).toHaveTextContent('國家級');
    expect(marks[0]?.getAttribute('title')).toContain('国家级（绝对化用语 · 禁用）');
    expect(marks[0]?.getAttribute('title')).toContain('《广告法》第九条第三项');
    expect(marks[0]?.getAttribute('title')).toContain('繁体转简体');
    expect(marks[1]?.getAttribute('title')).toContain('建议：优选、精选');
    expect(preview).toHaveTextContent(TEXT);
    expect(screen.getByText('不通过')).toBeInTheDocument();
  });

  it("offers the api's industries and checks under the one chosen", async () => {
    const vocabulary = {
      request: { query: WordCheckIndustriesDocument },
      result: {
        data: {
          wordCheckVocabulary: {
            __typename: 'WordCheckVocabulary' as const,
            industries: ['通用', '化妆品', '宠物用品'],
          },
        },
      },
    };
    renderApp(PATH, { mocks: [vocabulary, checkMock(TEXT, [HITS[0]!], '宠物用品')] });
    const industry = await screen.findByRole('combobox', { name: '行业' });
    await screen.findByRole('option', { name: '宠物用品' });
    fireEvent.change(industry, { target: { value: '宠物用品' } });
    await typeText(TEXT);
    await waitFor(() => {
      expect(screen.getByTestId('highlighted-text').querySelectorAll('mark')).toHaveLength(1);
    });
  });

  it('replaces a hit with a suggestion in one click and checks the new text', async () => {
    const replaced = '國家級品质，优选选择';
    renderApp(PATH, { mocks: [checkMock(TEXT, HITS), checkMock(replaced, [HITS[0]!])] });
    const box = await typeText(TEXT);
    const card = await screen.findByRole('article', { name: '命中 最佳' });
    fireEvent.click(within(card).getByRole('button', { name: '替换为「优选」' }));
    expect(box).toHaveValue(replaced);
    await waitFor(() => {
      expect(screen.getByTestId('highlighted-text').querySelectorAll('mark')).toHaveLength(1);
    });
  });

  it('copies the cleaned and the masked text', async () => {
    renderApp(PATH, { mocks: [checkMock(TEXT, HITS)] });
    // After renderApp: user-event installs a clipboard of its own.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await typeText(TEXT);
    await screen.findByRole('article', { name: '命中 最佳' });
    fireEvent.click(screen.getByRole('button', { name: '复制替换后文本' }));
    fireEvent.click(screen.getByRole('button', { name: '复制打码文本' }));
    await waitFor(() => {
      expect(writeText).toHaveBeenCalledTimes(2);
    });
    expect(writeText).toHaveBeenNthCalledWith(1, '知名品质，优选选择');
    expect(writeText).toHaveBeenNthCalledWith(2, '***品质，**选择');
  });

  it('lists the longest word with the ones inside it, and copies replacements without notes', async () => {
    const text = '国家级工厂，全网最低价';
    const hits = [
      hit({
        entryId: '3',
        word: '国家级',
        matched: '国家级',
        start: 0,
        end: 3,
        suggestions: ['国家认证', '知名'],
        notes: ['国家认证：需有证明'],
      }),
      hit({
        entryId: '4',
        word: '全网最低价',
        matched: '全网最低价',
        start: 6,
        end: 11,
        suggestions: ['优惠价'],
        nested: [
          nestedHit('全网最低', 6, 10),
          nestedHit('最低价', 8, 11),
          nestedHit('最低', 8, 10),
        ],
      }),
    ];
    renderApp(PATH, { mocks: [checkMock(text, hits)] });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await typeText(text);
    const card = await screen.findByRole('article', { name: '命中 全网最低价' });
    expect(screen.getByText('命中词（2）')).toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: /^命中 / })).toHaveLength(2);
    expect(card).toHaveTextContent('其中还含：全网最低（禁用）、最低价（禁用）、最低（禁用）');
    const national = screen.getByRole('article', { name: '命中 国家级' });
    expect(national).toHaveTextContent('备注：国家认证：需有证明');
    fireEvent.click(screen.getByRole('button', { name: '复制替换后文本' }));
    await waitFor(() => {
      expect(writeText).toHaveBeenCalledWith('国家认证工厂，优惠价');
    });
  });

  it('checks a 100,000-character text and renders its highlights in chunks', async () => {
    const long = `${'普通文字没有问题。'.repeat(11_111)}最佳`;
    const at = long.length - 2;
    renderApp(PATH, { mocks: [checkMock(long, [hit({ start: at, end: at + 2 })])] });
    await typeText(long);
    const preview = await screen.findByTestId('highlighted-text');
    await waitFor(() => {
      expect(preview.querySelectorAll('mark')).toHaveLength(1);
    });
    expect(preview.textContent).toHaveLength(long.length);
  });

  it('checks links on the URL tab', async () => {
    const links = ['http://169.254.169.254/', 'http://bad.0000-qq.cn'];
    renderApp(PATH, {
      mocks: [
        {
          request: { query: CheckUrlsDocument, variables: { links, industry: '通用' } },
          result: {
            data: {
              checkUrls: [
                {
                  __typename: 'UrlCheckResult' as const,
                  link: links[0]!,
                  status: 'refused',
                  blockedBy: null,
                  reason: '不允许访问内网、本机或保留地址',
                  urlHits: null,
                  page: null,
                },
                {
                  __typename: 'UrlCheckResult' as const,
                  link: links[1]!,
                  status: 'blocked',
                  blockedBy: '0000-qq.cn',
                  reason: '域名在违规网址库中',
                  urlHits: null,
                  page: null,
                },
              ],
            },
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('tab', { name: '链接检测' }));
    const box = await screen.findByRole('textbox', { name: /待检测链接/ });
    fireEvent.change(box, { target: { value: links.join('\n') } });
    fireEvent.click(screen.getByRole('button', { name: '检测链接' }));
    expect(await screen.findByText('已拒绝访问')).toBeInTheDocument();
    expect(screen.getByText('违规网址')).toBeInTheDocument();
    expect(screen.getByText('0000-qq.cn')).toBeInTheDocument();
  });
});
