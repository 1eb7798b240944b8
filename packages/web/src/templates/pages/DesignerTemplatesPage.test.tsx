import { MyTemplateSubmissionsDocument } from '@adstudio/schema/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../accounts/session';
import { readEditorParams } from '../../editor/editor.params';
import { buildUserInfo } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

describe('DesignerTemplatesPage', () => {
  it('opens a blank canvas of each of the six sizes in the editor as a designer', async () => {
    saveSession('tok-designer', buildUserInfo({ id: '2', name: '李娜', role: 'DESIGNER' }));
    renderApp('/design/designer/modelLists');
    const section = await screen.findByRole('region', { name: '新建模板' }, { timeout: 5000 });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      '900 × 383',
      '1080 × 460',
      '750 × 1334',
      '1334 × 750',
      '1823 × 2578',
      '2578 × 1823',
    ]);
    const href = links[1]?.getAttribute('href') ?? '';
    expect(href.startsWith('/editor.html?')).toBe(true);
    expect(links[1]).toHaveAttribute('target', '_blank');
    // What the editor page will read from that address.
    const params = readEditorParams(href.slice(href.indexOf('?')));
    expect(params).toMatchObject({
      userType: 'designer',
      tempNew: true,
      userId: '2',
      size: { width: 1080, height: 460 },
    });
    expect(new URLSearchParams(href.slice(href.indexOf('?'))).get('token')).toBe('tok-designer');
  });

  it("lists 我的模板 with 待审核 / 已通过 / 未通过 and the reviewer's reason", async () => {
    saveSession('tok-designer', buildUserInfo({ id: '2', name: '李娜', role: 'DESIGNER' }));
    const item = (
      id: string,
      name: string,
      status: 'PENDING' | 'PASS' | 'REJECT',
      reason: string | null,
    ) => ({
      __typename: 'TemplateSubmission' as const,
      id,
      name,
      previewUrl: `/api/v1/files/user_upload/2/${id}.jpg`,
      width: 750,
      height: 1334,
      status,
      reason,
      createdAt: '2026-11-25T02:00:00.000Z',
    });
    renderApp('/design/designer/modelLists', {
      mocks: [
        {
          request: { query: MyTemplateSubmissionsDocument, variables: () => true },
          maxUsageCount: Number.POSITIVE_INFINITY,
          result: {
            data: {
              myTemplateSubmissions: {
                __typename: 'TemplateSubmissionPage' as const,
                total: 3,
                items: [
                  item('3', '秋日海报', 'REJECT', '标题超出画布'),
                  item('2', '夏日海报', 'PASS', null),
                  item('1', '春日海报', 'PENDING', null),
                ],
              },
            },
          },
        },
      ],
    });
    const list = await screen.findByRole('list', { name: '我的模板' }, { timeout: 5000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^秋日海报未通过750×1334 · .*未通过原因：标题超出画布重新编辑$/u),
      expect.stringMatching(/^夏日海报已通过750×1334/u),
      expect.stringMatching(/^春日海报待审核750×1334/u),
    ]);
    // Only the rejected one offers 重新编辑: the editor on it, to submit it again by its id.
    const reedit = within(rows[0] as HTMLElement).getByRole('link', { name: '重新编辑' });
    expect(reedit.getAttribute('href')).toMatch(
      /^\/editor\.html\?userType=designer&tempNew=false&submissionId=3&/u,
    );
    expect(within(rows[1] as HTMLElement).queryByRole('link', { name: '重新编辑' })).toBeNull();
  });
});
