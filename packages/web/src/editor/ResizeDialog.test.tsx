import {
  createBlankDoc,
  ResizeAction,
  type CanvasSize,
  type ResizePreview,
} from '@adstudio/editor';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resizedDesignHref } from './useResizeDesign';

const doc = createBlankDoc({ width: 900, height: 383 });
const report = (s: CanvasSize): ResizePreview => ({
  ...s,
  summary: `内容整体缩小到 83%；1 处文字放不下`,
  layers: [
    { label: '二维码', message: '二维码：位置已调整、已缩小' },
    { label: 'background', message: 'background：已拉伸铺满' },
  ],
  overflows: [{ message: '「备注」最小字号缩到 10 px，低于可读的 12 px' }],
  lint: [],
});

describe('ResizeAction (调整尺寸)', () => {
  it('shows the fit report of each chosen size before the user accepts, then hands over those sizes', async () => {
    const asked: CanvasSize[][] = [];
    const accepted: CanvasSize[][] = [];
    render(
      <ResizeAction
        doc={doc}
        handlers={{
          onPreview: (_doc, sizes) => {
            asked.push([...sizes]);
            return Promise.resolve(sizes.map(report));
          },
          onAccept: (_doc, sizes) => {
            accepted.push([...sizes]);
            return Promise.resolve();
          },
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '调整尺寸' }));
    const dialog = screen.getByRole('dialog', { name: '调整尺寸' });
    expect(within(dialog).getByRole('checkbox', { name: '900×383（当前尺寸）' })).toBeDisabled();
    expect(within(dialog).getByText('请至少选择一个尺寸')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '查看适配报告' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: '750×1334' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '1823×2578' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '查看适配报告' }));
    expect(await within(dialog).findByRole('region', { name: '750×1334' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: '1823×2578' })).toBeInTheDocument();
    expect(
      within(dialog).getAllByText('「备注」最小字号缩到 10 px，低于可读的 12 px'),
    ).toHaveLength(2);
    // A layer the report names by its key reads as the layers panel names it.
    expect(within(dialog).getAllByText('背景：已拉伸铺满')).toHaveLength(2);
    expect(within(dialog).queryByText(/background/u)).toBeNull();
    expect(accepted).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: '接受并打开 2 个新作品' }));
    expect(await within(dialog).findByText('已在新标签页打开 2 个新作品')).toBeInTheDocument();
    const sizes = [
      { width: 750, height: 1334 },
      { width: 1823, height: 2578 },
    ];
    expect(asked).toEqual([sizes]);
    expect(accepted).toEqual([sizes]);
  });

  it("shows the server's message when the report cannot be made, and lets the user try again", async () => {
    render(
      <ResizeAction
        doc={doc}
        handlers={{
          onPreview: () => Promise.reject(new Error('服务器繁忙，请稍后再试')),
          onAccept: () => Promise.resolve(),
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '调整尺寸' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '1334×750' }));
    await userEvent.click(screen.getByRole('button', { name: '查看适配报告' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器繁忙，请稍后再试');
    expect(screen.getByRole('button', { name: '查看适配报告' })).toBeEnabled();
  });

  it('opens an accepted size in the editor with the same parameters and without the one-time token', () => {
    expect(
      resizedDesignHref(
        {
          href: 'http://x/editor.html?userType=user&tempNew=false&tempId=5&user_id=1&filled=true&token=t',
        },
        '42',
      ),
    ).toBe('http://x/editor.html?userType=user&tempNew=false&tempId=42&user_id=1');
  });
});
