import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import {
  PendingTemplatesDocument,
  ReviewLogDocument,
  ReviewQueueDocument,
  ReviewTemplateDocument,
  type ReviewTemplateMutationVariables,
} from '@adstudio/schema/client';
import { saveSession } from '../../accounts/session';
import { buildUserInfo } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const pendingItem = {
  __typename: 'TemplateSubmission' as const,
  id: '7',
  name: '夏日新品海报',
  previewUrl: '/api/v1/files/user_upload/3/d7.jpg',
  category: 'POSTER' as const,
  tagIds: ['12001', '16401'],
  width: 750,
  height: 1334,
  authorName: '李娜',
  createdAt: '2026-11-25T02:00:00.000Z',
  slots: [
    {
      __typename: 'TemplateSlot' as const,
      key: 'label_0',
      label: '主标题',
      index: 0,
      required: true,
    },
    {
      __typename: 'TemplateSlot' as const,
      key: 'image_0',
      label: '商品图',
      index: 0,
      required: false,
    },
  ],
  lint: [
    {
      __typename: 'LayerIssue' as const,
      layerKey: 'label_0',
      message: '插槽 label_0 超出画布 206 px',
    },
  ],
};

const tagClass = (id: string, tags: [string, string][]) => ({
  __typename: 'TemplateTagClass' as const,
  id,
  tags: tags.map(([tagId, name]) => ({ __typename: 'Tag' as const, id: tagId, name })),
});

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: PendingTemplatesDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        pendingTemplates: {
          __typename: 'TemplateSubmissionPage',
          total: 1,
          page: 1,
          pageSize: 10,
          items: [pendingItem],
        },
        scenarioTagClasses: [
          tagClass('128', [['12001', '餐饮美食']]),
          tagClass('164', [['16401', '朋友圈']]),
        ],
      },
    },
  },
  {
    request: { query: ReviewQueueDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        reviewReasons: [],
        reviewQueue: { __typename: 'ReviewQueuePage', total: 0, page: 1, pageSize: 10, items: [] },
      },
    },
  },
  {
    request: { query: ReviewLogDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        reviewLog: { __typename: 'ReviewEventPage', total: 0, page: 1, pageSize: 10, items: [] },
      },
    },
  },
];

const toast = (text: string) => screen.findByText(text, { selector: '[data-part="title"]' });

describe('TemplateReviewPanel', () => {
  it("shows a designer's template with its size, slots and tags and rejects it with a reason", async () => {
    saveSession('tok', buildUserInfo({ role: 'REVIEWER', name: '王芳' }));
    let decided: ReviewTemplateMutationVariables | null = null;
    const review: MockLink.MockedResponse = {
      request: { query: ReviewTemplateDocument, variables: () => true },
      result: (v) => {
        decided = v as ReviewTemplateMutationVariables;
        return {
          data: {
            reviewTemplate: {
              __typename: 'TemplateSubmission',
              id: '7',
              status: 'REJECT',
              reason: '插槽标记不完整',
              template: null,
            },
          },
        };
      },
    };
    const { user } = renderApp('/review', { mocks: [...mocks, review] });

    await user.click(await screen.findByRole('tab', { name: '模板审核' }));
    const [card] = await screen.findAllByTestId('template-review-item');
    if (!card) throw new Error('no pending template shown');
    const inCard = within(card);
    expect(inCard.getByRole('img', { name: '夏日新品海报 预览图' })).toHaveAttribute(
      'src',
      pendingItem.previewUrl,
    );
    expect(card).toHaveTextContent('750×1334');
    expect(card).toHaveTextContent('李娜');
    expect(card).toHaveTextContent('主标题（必填）');
    expect(card).toHaveTextContent('商品图');
    expect(card).toHaveTextContent('餐饮美食、朋友圈');
    // The reviewer sees the lint the designer met (issue 32 item 9).
    expect(card).toHaveTextContent('模板检查插槽 label_0 超出画布 206 px');

    await user.click(inCard.getByRole('button', { name: '不通过' }));
    const dialog = await screen.findByRole('dialog', { name: '不通过模板「夏日新品海报」' });
    await user.click(within(dialog).getByText('插槽标记不完整'));
    await user.click(within(dialog).getByRole('button', { name: '确定拒绝' }));

    expect(await toast('已拒绝模板「夏日新品海报」')).toBeInTheDocument();
    expect(decided).toEqual({ id: '7', pass: false, reason: '插槽标记不完整' });
  });
});
