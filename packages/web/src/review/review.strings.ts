import { API_ERRORS } from '@adstudio/domain';
import type { ReviewAction } from '@adstudio/schema/client';

// Chinese wording of the review console (issue 4; the spec has no review screens). Server messages
// (素材已被审核，请刷新后重试, 请选择或填写拒绝原因, 没有权限执行此操作) come from extensions as they are.
export const REVIEW_STRINGS = {
  title: '素材审核',
  queueTab: (n: number | undefined) => (n === undefined ? '待审核' : `待审核(${n})`),
  logTab: '审核记录',
  empty: '没有待审核的素材',
  selectAll: '全选',
  select: (title: string) => `选择 ${title}`,
  approve: '通过',
  reject: '拒绝',
  bulkApprove: (n: number) => `批量通过(${n})`,
  bulkReject: (n: number) => `批量拒绝(${n})`,
  approved: (n: number) => `已通过 ${n} 个素材`,
  rejected: (n: number) => `已拒绝 ${n} 个素材`,
  failed: '操作失败，请重试',
  rejectTitle: (n: number) => `拒绝 ${n} 个素材`,
  presetReasons: '常用原因',
  otherReason: '补充说明（可选，或直接填写原因）',
  reasonRequired: API_ERRORS.reviewReasonRequired.message,
  reasonTooLong: '拒绝原因不能超过200个字',
  confirmReject: '确定拒绝',
  cancel: '取消',
  noPermission: API_ERRORS.forbidden.message,
  uploader: '上传者',
  submittedAt: '提交时间',
  tags: '标签',
  category: '类型',
  size: '尺寸',
  fileSize: '大小',
  format: '格式',
  copyright: '版权',
  trail: '审核轨迹',
  time: '时间',
  material: '素材',
  action: '动作',
  reason: '原因',
  actor: '操作人',
} as const;

export const ACTION_LABEL: Record<ReviewAction, string> = {
  SUBMIT: '提交审核',
  RESUBMIT: '修改后重新提交',
  PASS: '通过',
  REJECT: '拒绝',
};

// The api's limit on a reason (docs/uploads-contract.md).
export const REASON_MAX = 200;
export const REVIEW_PAGE_SIZE = 10;
