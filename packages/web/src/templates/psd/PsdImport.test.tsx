import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../accounts/session';
import { system } from '../../app/theme';
import { readEditorParams } from '../../editor/editor.params';
import { buildUserInfo } from '../../test/fixtures';
import { PsdImport } from './PsdImport';

// A stand-in for XMLHttpRequest: records the request and lets the test drive progress and answer.
class FakeXhr {
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  responseText = '';
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  answer(body: unknown) {
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function setup() {
  saveSession('tok-designer', buildUserInfo({ id: '2', name: '李娜', role: 'DESIGNER' }));
  const xhr = new FakeXhr();
  const user = userEvent.setup();
  const { container } = render(
    <ChakraProvider value={system}>
      <PsdImport createXhr={() => xhr as unknown as XMLHttpRequest} />
    </ChakraProvider>,
  );
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  const psd = new File([new Uint8Array([0x38, 0x42, 0x50, 0x53])], '夏日海报.psd');
  return { xhr, user, input, psd };
}

describe('PsdImport', () => {
  it('uploads the PSD with its progress, lists the replaced fonts and opens the template in the editor', async () => {
    const { xhr, user, input, psd } = setup();
    expect(screen.getByRole('button', { name: '导入 PSD' })).toBeEnabled();
    await user.upload(input, psd);
    expect(xhr.url).toBe('/api/v1/client/composeTemplate/importPsd');
    expect(xhr.headers.Authorization).toBe('Bearer tok-designer');
    expect((xhr.body as FormData).get('file')).toBe(psd);

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'PSD 上传进度 40%' })).toBeInTheDocument();
    expect(screen.getByText('上传中 40%')).toBeInTheDocument();
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 }));
    expect(screen.getByText('正在转换图层…')).toBeInTheDocument();

    act(() => {
      xhr.answer({
        code: 200,
        message: 'success',
        data: {
          template: { id: 1000123, name: '夏日海报' },
          warnings: [
            '图层「mainLabel_0」的字体「MicrosoftYaHei-Bold」不在授权字体库中，已换成「思源黑体」',
          ],
          slots: [{ key: 'mainLabel_0', field: 'mainLabel', index: 0 }],
        },
      });
    });
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('「夏日海报」已导入，按图层名设了 1 个插槽');
    const warnings = within(done).getByRole('list', { name: '请注意' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '图层「mainLabel_0」的字体「MicrosoftYaHei-Bold」不在授权字体库中，已换成「思源黑体」',
    ]);
    const open = within(done).getByRole('link', { name: '在编辑器中打开' });
    expect(open).toHaveAttribute('target', '_blank');
    const href = open.getAttribute('href') ?? '';
    expect(readEditorParams(href.slice(href.indexOf('?')))).toMatchObject({
      userType: 'designer',
      tempNew: false,
      tempId: '1000123',
    });
  });

  it("shows the api's Chinese refusal", async () => {
    const { xhr, user, input, psd } = setup();
    await user.upload(input, psd);
    act(() => {
      xhr.answer({
        code: 400,
        message: '只支持 RGB 颜色模式的 PSD（这个文件是 CMYK），请在 Photoshop 里转为 RGB 后再导入',
        data: null,
      });
    });
    expect(
      await screen.findByText(
        '只支持 RGB 颜色模式的 PSD（这个文件是 CMYK），请在 Photoshop 里转为 RGB 后再导入',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导入 PSD' })).toBeEnabled();
  });
});
