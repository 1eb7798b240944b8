// Chinese UI strings that several components share, copied exactly from the spec (platform-core §2,
// §5, §8; create-and-write §1). Page-specific wording stays beside its page.
import { API_ERRORS } from '@adstudio/domain';

export const PRODUCT_NAME = '创意营销平台';
export const TITLE_SUFFIX = ` - ${PRODUCT_NAME}`;

export const STRINGS = {
  login: '立即登录',
  logout: '退出登录',
  loginTitle: '账号登录',
  loginConfirm: '登录',
  modeUser: '用户',
  modeEnterprise: '企业',
  accountPlaceholder: '请输入账号',
  accountPlaceholderUser: '请输入员工账号（无需邮箱后缀）',
  passwordPlaceholder: '请输入密码',
  bothEmpty: API_ERRORS.emptyCredentials.message,
  passwordEmpty: API_ERRORS.emptyPassword.message,
  accountEmpty: API_ERRORS.emptyAccount.message,
  loginSuccess: '登录成功',
  loginFailed: '登录失败，请稍后再试',
  pleaseLogin: API_ERRORS.unauthenticated.message,
  messages: (unread: number) => (unread > 0 ? `消息（${unread} 条未读）` : '消息'),
  review: '审核台',
  designerEntry: '设计师专属入口',
  notOpen: '功能暂未开放，敬请期待!',
  comingSoon: '敬请期待',
  supportText: '使用产品有问题? 扫码联系我们',
  supportQrAlt: '客服二维码',
  supportToggle: '联系客服',
  searchPlaceholder: '搜索素材，如：5G、元旦、风景',
  search: '搜索',
  menu: '菜单',
  notFoundTitle: '页面不存在',
  notFoundHint: '您访问的页面不存在或已被移除。',
  backHome: '返回首页',
  copyright: `© ${new Date().getFullYear()} ${PRODUCT_NAME} 版权所有`,
  loading: '加载中',
  // spec platform-core §8 (internal list errors); a list without its own string says this.
  listFailed: '获取列表失败',
  retry: '重试',
  download: '下载',
  zoom: '查看大图',
  notFound: '内容不存在或已删除',
} as const;

// Document title sections (platform-core §2: 素材库, 上传素材, 秒创, 秒撰, 个人中心).
export type TitleSection = '素材库' | '上传素材' | '秒创' | '秒撰' | '个人中心';
