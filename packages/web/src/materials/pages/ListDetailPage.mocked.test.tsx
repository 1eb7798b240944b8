import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getLoginPrompt } from '../../accounts/loginPrompt';
import { saveSession } from '../../accounts/session';
import { system } from '../../app/theme';
import { ToasterHost } from '../../app/ToasterHost';
import { buildUserInfo } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { startBrowserDownload } from '../../shared/utils/download';
import type * as Download from '../../shared/utils/download';
import {
  buildMaterial,
  buildMaterialDetail,
  collectMock,
  detailMock,
  downloadMock,
  searchMock,
  searchThemesMock,
  similarMock,
} from '../test/materials.fixtures';
import { MaterialDetailDocument } from '@adstudio/schema/client';
import { ListDetailPage } from './ListDetailPage';
import { SearchListsPage } from './SearchListsPage';

vi.mock('../../shared/utils/download', async (importOriginal) => ({
  ...(await importOriginal<typeof Download>()),
  startBrowserDownload: vi.fn(),
}));

const material = buildMaterialDetail({ id: '1' });

describe('ListDetailPage', () => {
  beforeEach(() => {
    vi.mocked(startBrowserDownload).mockClear();
  });

  it('says 素材不存在或已下架 for the api 404, without 重试', async () => {
    const notFound = {
      request: { query: MaterialDetailDocument, variables: { id: '404' } },
      result: {
        errors: [{ message: '素材不存在', extensions: { code: 'NOT_FOUND' } }],
      },
    };
    renderApp('/listDetail?id=404', { mocks: [notFound] });
    expect(await screen.findByTestId('not-found')).toHaveTextContent('素材不存在或已下架');
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });

  it('says the failure with 重试 when the bff cannot be reached, and 重试 loads it', async () => {
    const unreachable = {
      request: { query: MaterialDetailDocument, variables: { id: '1' } },
      error: new Error('Failed to fetch'),
    };
    const { user } = renderApp('/listDetail?id=1', {
      mocks: [unreachable, detailMock(material), similarMock('1')],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('获取素材详情失败');
    expect(screen.queryByText('素材不存在或已下架')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '湖边日落', level: 1 })).toBeInTheDocument();
  });

  it('shows every field of the material, tags as plain text', async () => {
    const hostile = buildMaterialDetail({
      id: '1',
      tags: [{ __typename: 'Tag', id: '9', name: '<img src=x onerror=alert(1)>' }],
    });
    renderApp('/listDetail?id=1', { mocks: [detailMock(hostile), similarMock('1')] });

    expect(
      await screen.findByRole('heading', { name: '湖边日落', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const fact = (label: string) => screen.getByTestId(`fact-${label}`);
    expect(fact('ID')).toHaveTextContent('1');
    expect(fact('作者/来源')).toHaveTextContent('Unsplash / 李雷');
    expect(fact('尺寸')).toHaveTextContent('1920 x 1080 px');
    expect(fact('大小')).toHaveTextContent('2.30MB');
    expect(fact('格式')).toHaveTextContent('JPG');
    expect(fact('版权')).toHaveTextContent('CC0 可商用');
    expect(fact('分类')).toHaveTextContent('风景');
    expect(fact('下载次数')).toHaveTextContent('12');
    expect(fact('上传时间')).toHaveTextContent(/^2026-01-15 \d\d:30$/);
    expect(fact('标签')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(fact('标签').querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: '湖边日落' })).toHaveAttribute(
      'src',
      '/api/v1/files/materials/m1.jpg?width=500',
    );
  });

  it('labels the download button 正在下载 while it runs, then 立即下载 with the new count', async () => {
    saveSession('tok', buildUserInfo());
    const { user } = renderApp('/listDetail?id=1', {
      mocks: [detailMock(material), similarMock('1'), downloadMock(material, 13)],
    });
    const button = await screen.findByRole('button', { name: '立即下载' }, { timeout: 5000 });

    await user.click(button);

    expect(
      await screen.findByRole('button', { name: /正在下载/ }, { timeout: 1400 }),
    ).toBeDisabled();
    expect(
      await screen.findByRole('button', { name: '立即下载' }, { timeout: 5000 }),
    ).toBeEnabled();
    expect(screen.getByTestId('fact-下载次数')).toHaveTextContent('13');
    expect(startBrowserDownload).toHaveBeenCalledWith(
      '/api/v1/files/materials/m1.jpg?download=true',
    );
    expect(
      await screen.findByText('下载成功', { selector: '[data-part="title"]' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('a guest downloading gets the login dialog and no download', async () => {
    const { user } = renderApp('/listDetail?id=1', {
      mocks: [detailMock(material), similarMock('1')],
    });
    await user.click(await screen.findByRole('button', { name: '立即下载' }, { timeout: 5000 }));

    expect(await screen.findByRole('dialog')).toHaveTextContent('账号登录');
    expect(getLoginPrompt().open).toBe(true);
    expect(startBrowserDownload).not.toHaveBeenCalled();
  });

  it('shows similar images', async () => {
    renderApp('/listDetail?id=1', {
      mocks: [
        detailMock(material),
        similarMock('1', [buildMaterial({ id: '5', title: '相似的湖' })]),
      ],
    });
    const section = await screen.findByRole('region', { name: '相似图片' }, { timeout: 5000 });
    expect(await within(section).findByRole('link', { name: '相似的湖' })).toHaveAttribute(
      'href',
      '/listDetail?id=5',
    );
  });

  it('favouriting on the detail updates a search grid mounted beside it, through the cache', async () => {
    saveSession('tok', buildUserInfo());
    const user = userEvent.setup();
    // Two pages on one route: the detail and a search grid that both show material 1.
    const router = createMemoryRouter(
      [
        {
          path: '/listDetail',
          element: (
            <>
              <ListDetailPage />
              <SearchListsPage />
            </>
          ),
        },
      ],
      { initialEntries: ['/listDetail?id=1&text=风景'] },
    );
    render(
      <ChakraProvider value={system}>
        <MockedProvider
          mocks={[
            detailMock(material),
            similarMock('1'),
            searchMock([buildMaterial({ id: '1', title: '湖边日落' })]),
            searchThemesMock(),
            collectMock('1'),
          ]}
        >
          {/* MockedProvider renders a single child. */}
          <>
            <RouterProvider router={router} />
            <ToasterHost />
          </>
        </MockedProvider>
      </ChakraProvider>,
    );
    const card = (await screen.findByRole('link', { name: '湖边日落' }, { timeout: 5000 })).closest(
      '[data-testid="material-card"]',
    ) as HTMLElement;
    expect(within(card).getByRole('button', { name: '收藏 湖边日落' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // The detail's own button is named 收藏 alone; the card's names its material.
    const detailButton = screen.getByRole('button', { name: '收藏' });
    await user.click(detailButton);

    expect(
      await screen.findByText('收藏成功', { selector: '[data-part="title"]' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(within(card).getByRole('button', { name: '取消收藏 湖边日落' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
    expect(screen.getByRole('button', { name: /已收藏/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
