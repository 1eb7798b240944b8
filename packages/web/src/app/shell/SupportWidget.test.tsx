import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SupportQrDocument } from '@adstudio/schema/client';
import { renderWithProviders } from '../../test/renderApp';
import { SupportWidget } from './SupportWidget';

const QR_URL = '/api/v1/files/materials/support-qr.png';
const qrMock = (items: { id: string; url: string }[]) => ({
  request: { query: SupportQrDocument, variables: { text: '客户端专用图 客户端二维码' } },
  result: { data: { searchMaterials: { __typename: 'MaterialPage', items } } },
});

describe('SupportWidget', () => {
  it('fetches the QR by its two tags on opening and shows it above the text', async () => {
    const { user } = renderWithProviders(<SupportWidget />, {
      mocks: [qrMock([{ id: '9', url: QR_URL }])],
    });
    await user.click(screen.getByRole('button', { name: '联系客服' }));
    expect(await screen.findByRole('img', { name: '客服二维码' })).toHaveAttribute('src', QR_URL);
    expect(screen.getByText('使用产品有问题? 扫码联系我们')).toBeInTheDocument();
  });

  it('shows the text alone while the library has no QR', async () => {
    const { user } = renderWithProviders(<SupportWidget />, { mocks: [qrMock([])] });
    await user.click(screen.getByRole('button', { name: '联系客服' }));
    await screen.findByText('使用产品有问题? 扫码联系我们');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
