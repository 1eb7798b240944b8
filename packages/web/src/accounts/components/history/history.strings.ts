import type { ReviewStatus } from '@adstudio/schema/client';

// Chinese wording of the account pages. Spec strings are marked with their section.
export const HISTORY_STRINGS = {
  // spec platform-core §4
  statusPending: '等待审核中',
  statusRejected: '拒绝通过',
  statusPassed: '已通过',
  // spec platform-core §2 / §8
  // Labels.
  myUploads: '我的上传',
  tabPassed: '已通过',
  tabPending: '待审核',
  tabRejected: '未通过',
  viewTable: '列表',
  viewGrid: '图片',
  index: '序号',
  thumb: '缩略图',
  tags: '标签',
  status: '状态',
  uploadTime: '上传时间',
  downloadTime: '下载时间',
  reason: '拒绝原因',
  actions: '操作',
  editResubmit: '修改并重新提交',
  resubmit: '重新提交',
  resubmitTitle: '修改素材信息',
  resubmitted: '已重新提交，等待审核',
  resubmitFailed: '提交失败，请重试',
  messages: '消息管理',
  unread: (n: number) => `未读 ${n} 条`,
  markAllRead: '全部标为已读',
  markRead: '标为已读',
  read: '已读',
  myDownloads: '我的下载',
  tabMaterials: '素材',
  tabTemplates: '秒创模板',
  downloadTotal: (n: number) => `下载记录（共 ${n} 条）`,
  onlineEdit: '在线编辑',
  loadFailed: '获取列表失败',
} as const;

export const STATUS_LABEL: Record<ReviewStatus, string> = {
  PENDING: HISTORY_STRINGS.statusPending,
  REJECTED: HISTORY_STRINGS.statusRejected,
  PASSED: HISTORY_STRINGS.statusPassed,
};

// spec platform-core §9: uploads, review history and the download table 10 a page;
// my downloads in the account grid 8.
export const HISTORY_PAGE_SIZE = 10;
export const DOWNLOAD_GRID_PAGE_SIZE = 8;
