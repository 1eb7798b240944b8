import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublishMaterialsMutationVariables } from '@adstudio/schema/client';
import { saveSession } from '../../accounts/session';
import { buildUserInfo } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { sendToStorage } from '../sendToStorage';
import { grantMock, imageFile, publishMock, registerMock } from '../test/uploads.fixtures';
import { categoriesMock } from '../../materials/test/materials.fixtures';
import { reloadPage } from '../uploads.utils';
import type * as UploadsUtils from '../uploads.utils';
import type * as SendToStorage from '../sendToStorage';

vi.mock('../sendToStorage', async (importOriginal) => ({
  ...(await importOriginal<typeof SendToStorage>()),
  sendToStorage: vi.fn(),
}));
vi.mock('../uploads.utils', async (importOriginal) => ({
  ...(await importOriginal<typeof UploadsUtils>()),
  reloadPage: vi.fn(),
}));

const toast = (text: string) =>
  screen.findByText(text, { selector: '[data-part="title"]' }, { timeout: 5000 });

async function openPage(mocks = [grantMock(), registerMock()]) {
  saveSession('tok', buildUserInfo());
  const utils = renderApp('/uploadPage', { mocks: [...mocks, categoriesMock()] });
  await screen.findByRole('heading', { name: '上传素材', level: 1 });
  const input = screen.getByTestId('upload-input');
  return { ...utils, input };
}

async function uploaded(count: number) {
  await waitFor(() => {
    const items = screen.getAllByTestId('upload-item');
    expect(items).toHaveLength(count);
    for (const item of items) expect(item).toHaveAttribute('data-status', 'done');
  });
}

describe('UploadPage', () => {
  beforeEach(() => {
    vi.mocked(reloadPage).mockClear();
    vi.mocked(sendToStorage).mockReset();
    vi.mocked(sendToStorage).mockImplementation((_grant, _file, onProgress) => {
      onProgress(0.5);
      return Promise.resolve();
    });
  });

  it('adds several files, uploads each through a grant and deletes one', async () => {
    const { user, input } = await openPage();

    let finish: () => void = () => undefined;
    // a.jpg stays on its way until the test lets it finish; b.png goes through at once.
    vi.mocked(sendToStorage).mockImplementation((_grant, file, onProgress) => {
      if (file.name !== 'a.jpg') {
        onProgress(1);
        return Promise.resolve();
      }
      onProgress(0.4);
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    await user.upload(input, [imageFile('a.jpg'), imageFile('b.png', 'image/png')]);

    // While a file is on its way: its progress bar, a spinner and the 上传中...... mask.
    const bar = await screen.findByRole('progressbar', { name: /^a\.jpg 上传进度/ });
    await waitFor(() => {
      expect(bar).toHaveAttribute('aria-valuenow', '40');
    });
    expect(screen.getByTestId('uploading-mask')).toHaveTextContent('上传中......');
    finish();
    await uploaded(2);
    expect(screen.queryByTestId('uploading-mask')).not.toBeInTheDocument();
    expect(sendToStorage).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('img', { name: '信息不完整' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '删除 a.jpg' }));
    expect(screen.getAllByTestId('upload-item')).toHaveLength(1);
    expect(screen.getByText('b.png')).toBeInTheDocument();
  });

  it('refuses a wrong type before uploading and shows the storage refusal on a failed file', async () => {
    vi.mocked(sendToStorage).mockRejectedValueOnce(
      new (await import('../sendToStorage')).StorageUploadError('上传的素材大小不能超过 10MB!'),
    );
    const { user, input } = await openPage();

    // The picker's accept list would hide it; a drop or an old browser can still hand one over.
    await userEvent.setup({ applyAccept: false }).upload(input, [imageFile('a.gif', 'image/gif')]);
    expect(await toast('上传的素材只能是 JPG 、 PNG 格式或者 SVG!')).toBeInTheDocument();

    await user.upload(input, [imageFile('big.jpg')]);
    await waitFor(() => {
      expect(screen.getByTestId('upload-item')).toHaveAttribute('data-status', 'failed');
    });
    expect(screen.getByRole('img', { name: '上传失败' })).toBeInTheDocument();
    expect(await toast('上传的素材大小不能超过 10MB!')).toBeInTheDocument();
  });

  it('keeps chosen tags in the history, newest first, once each', async () => {
    const { user, input } = await openPage();
    await user.upload(input, [imageFile('a.jpg')]);
    await uploaded(1);

    const tagInput = screen.getByRole('textbox', { name: '标签' });
    await user.type(tagInput, '风景{Enter}');
    await user.type(tagInput, '湖泊{Enter}');
    await user.type(tagInput, '风景{Enter}');
    await user.type(tagInput, '   {Enter}');

    const chosen = screen.getByLabelText('已选标签');
    expect(
      within(chosen)
        .getAllByText(/风景|湖泊/)
        .map((el) => el.textContent),
    ).toEqual(['风景', '湖泊']);
    const history = screen.getByLabelText('历史标签');
    expect(
      within(history)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['风景', '湖泊']);
    expect(JSON.parse(localStorage.getItem('uploadTagHistory') ?? '[]')).toEqual(['风景', '湖泊']);
  });

  it('edits every file at once in select-all mode and publishes them, then reloads', async () => {
    let submitted: PublishMaterialsMutationVariables | null = null;
    const { user, input } = await openPage([
      grantMock(),
      registerMock(),
      publishMock((v) => {
        submitted = v;
      }),
    ]);
    await user.upload(input, [imageFile('a.jpg'), imageFile('b.jpg'), imageFile('c.jpg')]);
    await uploaded(3);

    await user.click(screen.getByRole('button', { name: '全选' }));
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '标签' }), '城市{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: '类型' }), '建筑');
    await user.click(screen.getByText('非原创，来源明确'));
    await user.type(screen.getByPlaceholderText('https://'), 'not a link');
    await user.tab();
    expect(await toast('请输入正确的链接')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('https://')).toHaveValue('');
    await user.type(screen.getByPlaceholderText('作者或来源主体'), '新华社');
    expect(screen.queryByRole('img', { name: '信息不完整' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '发布' }));

    expect(await toast('发布成功')).toBeInTheDocument();
    expect(submitted).not.toBeNull();
    const items = submitted!.items as PublishMaterialsMutationVariables['items'] & unknown[];
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item).toMatchObject({
        tags: ['城市'],
        category: '建筑',
        copyrightStatus: 'KNOWN_SOURCE',
        copyrightName: '新华社',
      });
    }
    await waitFor(
      () => {
        expect(reloadPage).toHaveBeenCalledTimes(1);
      },
      { timeout: 2000 },
    );
  });

  it('flags incomplete files locally and those the server names in extensions.details', async () => {
    const serverError = new GraphQLError('请检查所有素材信息是否填写完整', {
      extensions: { code: 'BAD_USER_INPUT', details: { incomplete: ['f-key-x'] } },
    });
    const { user, input } = await openPage([
      grantMock(),
      registerMock(),
      publishMock(undefined, serverError),
    ]);
    await user.upload(input, [imageFile('a.jpg')]);
    await uploaded(1);

    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await toast('请检查所有素材信息是否填写完整')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: '标签' }), '人物{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: '类型' }), '人物');
    await user.click(screen.getByText('原创'));
    await user.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => {
      expect(
        screen.getAllByText('请检查所有素材信息是否填写完整', { selector: '[data-part="title"]' })
          .length,
      ).toBeGreaterThan(0);
    });
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('asks before leaving with unpublished files', async () => {
    const { user, input, router } = await openPage();
    await user.upload(input, [imageFile('a.jpg')]);
    await uploaded(1);

    void router.navigate('/home');
    expect(
      await screen.findByText('请先发布您上传的内容,否则素材信息会丢失。'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(router.state.location.pathname).toBe('/uploadPage');
  });
});
