// The viewer's own pictures on the 秒创 and 原创文案 forms: upload checks and 一键抠图
// (spec create-and-write §4 cutout, §5 images, §8).
import { API_ERRORS } from '@adstudio/domain';

export const OWN_IMAGE_STRINGS = {
  upload: '上传',
  cutout: '一键抠图',
  // spec §5 / §8
  wrongType: API_ERRORS.uploadBadType.message,
  tooLarge: API_ERRORS.uploadImageTooLarge.message,
  emptyFile: API_ERRORS.uploadEmpty.message,
  // spec §4 cutout: running (pressing again repeats it), success, off; without a picture.
  cutoutRunning: '正在进行抠图，请稍等～',
  cutoutDone: '抠图成功',
  cutoutOff: '一键抠图功能暂时关闭～',
  uploadFirst: '请先上传图片～',
} as const;
