import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import type { ResubmitMaterialMutationVariables } from '@adstudio/schema/client';
import { ResubmitMaterialDocument } from '@adstudio/schema/client';
import { saveSession } from '../../session';
import { buildUserInfo } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { buildUpload, countsMock, uploadsMock } from './history.fixtures';

const rejected = buildUpload({
  id: '201',
  status: 'REJECTED',
  rejectionReason: '图片模糊，请上传清晰的原图',
  tags: [{ id: '8', name: '城市' }],
  category: '建筑',
});

function mocks(extra: MockLink.MockedResponse[] = []) {
  return [
    countsMock(3, 1, 1),
    uploadsMock('PASSED', [buildUpload({ id: '101' })]),
    uploadsMock('PENDING', [
      buildUpload({ id: '102', status: 'PENDING' }),
      buildUpload({ id: '103', status: 'PENDING' }),
      buildUpload({ id: '104', status: 'PENDING' }),
    ]),
    uploadsMock('REJECTED', [rejected]),
    ...extra,
  ];
}

describe('UploadHistory', () => {
  it('puts the pending count in its tab label and shows the status of each row', async () => {
    saveSession('tok', buildUserInfo());
    const { user } = renderApp('/accountPage/uploadHistory', { mocks: mocks() });

    expect(await screen.findByRole('tab', { name: '待审核(3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已通过' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findAllByTestId('upload-row')).toHaveLength(1);
    expect(screen.getByText('已通过', { selector: 'span' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '待审核(3)' }));
    expect(await screen.findAllByText('等待审核中')).toHaveLength(3);
  });

  it('shows the rejection reason and resubmits the edited material', async () => {
    saveSession('tok', buildUserInfo());
    let submitted: ResubmitMaterialMutationVariables | null = null;
    const resubmitMock: MockLink.MockedResponse = {
      request: { query: ResubmitMaterialDocument, variables: () => true },
      result: (v) => {
        submitted = v as ResubmitMaterialMutationVariables;
        return {
          data: {
            resubmitMaterial: {
              __typename: 'PublishResult',
              materialIds: ['201'],
              status: 'PENDING',
            },
          },
        };
      },
    };
    const { user } = renderApp('/accountPage/uploadHistory', { mocks: mocks([resubmitMock]) });

    await user.click(await screen.findByRole('tab', { name: '未通过' }));
    const reason = await screen.findByTestId('rejection-reason');
    expect(reason).toHaveTextContent('图片模糊，请上传清晰的原图');
    expect(screen.getByText('拒绝通过')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '修改并重新提交' }));
    const dialog = await screen.findByRole('dialog', { name: '修改素材信息' });
    expect(within(dialog).getByText('城市')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '标签' }), '夜景{Enter}');
    await user.click(within(dialog).getByRole('button', { name: '重新提交' }));

    expect(
      await screen.findByText('已重新提交，等待审核', { selector: '[data-part="title"]' }),
    ).toBeInTheDocument();
    expect(submitted).toEqual({
      submission: {
        fileId: '201',
        tags: ['城市', '夜景'],
        category: '建筑',
        copyrightStatus: 'ORIGINAL',
      },
    });
  });
});
