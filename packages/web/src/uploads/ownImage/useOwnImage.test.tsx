import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CutoutImageDocument,
  RegisterUploadDocument,
  RequestUploadGrantDocument,
} from '@adstudio/schema/client';
import { ToasterHost } from '../../app/ToasterHost';
import { renderWithProviders } from '../../test/renderApp';
import { useOwnImage } from './useOwnImage';

const OBJECT_KEY = 'user_upload/1/person';
const STORED = '/api/v1/files/user_upload/1/person.png';
const CUT = '/api/v1/files/cutout/1/person.png';

// Storage accepts the bytes at once (the LOCAL driver's presigned PUT).
class AcceptingXhr {
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    this.status = 200;
    queueMicrotask(() => this.onload?.());
  }
}

const mocks = [
  {
    request: { query: RequestUploadGrantDocument, variables: { purpose: 'USER_IMAGE' } },
    result: {
      data: {
        requestUploadGrant: {
          __typename: 'UploadGrant' as const,
          objectKey: OBJECT_KEY,
          driver: 'LOCAL' as const,
          method: 'PUT',
          url: `/api/v1/storage/${OBJECT_KEY}?sig=x`,
          fields: [],
          fileField: null,
          maxBytes: 5 * 1024 * 1024,
          expiresAt: '2026-12-31T00:00:00.000Z',
        },
      },
    },
  },
  {
    request: {
      query: RegisterUploadDocument,
      variables: { objectKey: OBJECT_KEY, fileName: 'person.png' },
    },
    result: {
      data: {
        registerUpload: {
          __typename: 'UploadedFile' as const,
          id: '9',
          url: STORED,
          width: 400,
          height: 600,
          format: 'PNG' as const,
          fileSize: 12,
        },
      },
    },
  },
];

// The api's cutout switched off (res_parh "1"): no picture comes back.
const off = {
  request: { query: CutoutImageDocument, variables: { url: STORED } },
  result: { data: { cutoutImage: null } },
};
const cut = { ...off, result: { data: { cutoutImage: CUT } }, delay: 50 };

function MainImage() {
  const image = useOwnImage('请先上传人物主图～');
  return (
    <>
      <input
        type="file"
        aria-label="上传人物主图"
        onChange={(e) => void image.choose(e.target.files?.[0])}
      />
      {image.url && <img alt="人物主图" src={image.url} />}
      <button type="button" onClick={() => void image.cutout()}>
        一键抠图
      </button>
      <ToasterHost />
    </>
  );
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', AcceptingXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe(useOwnImage.name, () => {
  it("says the spec's 一键抠图功能暂时关闭～ when cutout is switched off, and keeps the picture", async () => {
    const { user } = renderWithProviders(<MainImage />, { mocks: [...mocks, off] });
    await user.upload(
      screen.getByLabelText('上传人物主图'),
      new File([PNG], 'person.png', { type: 'image/png' }),
    );
    const picture = await screen.findByRole('img', { name: '人物主图' });
    await user.click(screen.getByRole('button', { name: '一键抠图' }));
    expect(await screen.findByText('一键抠图功能暂时关闭～')).toBeInTheDocument();
    expect(screen.queryByText('本站未开启一键抠图')).not.toBeInTheDocument();
    expect(picture).toHaveAttribute('src', STORED);
  });

  it('says 请先上传人物主图～ without a picture, and asks the api nothing', async () => {
    const { user } = renderWithProviders(<MainImage />, { mocks: [] });
    await user.click(screen.getByRole('button', { name: '一键抠图' }));
    expect(await screen.findByText('请先上传人物主图～')).toBeInTheDocument();
  });

  it('replaces the picture with its cut-out, and 抠图成功 takes the place of 正在进行抠图', async () => {
    const { user } = renderWithProviders(<MainImage />, { mocks: [...mocks, cut] });
    await user.upload(
      screen.getByLabelText('上传人物主图'),
      new File([PNG], 'person.png', { type: 'image/png' }),
    );
    const picture = await screen.findByRole('img', { name: '人物主图' });
    await user.click(screen.getByRole('button', { name: '一键抠图' }));
    expect(await screen.findByText('正在进行抠图，请稍等～')).toBeInTheDocument();
    expect(await screen.findByText('抠图成功')).toBeInTheDocument();
    expect(picture).toHaveAttribute('src', CUT);
    await waitFor(() => {
      expect(screen.queryByText('正在进行抠图，请稍等～')).not.toBeInTheDocument();
    });
  });
});
