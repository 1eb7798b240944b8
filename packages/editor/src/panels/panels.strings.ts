// Chinese wording of the designer's panels: slot marking and the template's category and tags
// (issue 15: designers mark slots, tags and category before 提交审核).
export const PANEL_STRINGS = {
  slot: {
    title: '插槽',
    mark: '设为插槽（智能创作填入内容）',
    field: '内容',
    index: '序号',
    required: '必填',
    submit: {
      submit: '提交审核',
      submitting: '正在提交审核…',
      submitted: '已提交审核，审核通过后进入模板中心',
      submitFailed: '提交失败，请按提示修改后重试',
    },
    whenEmpty: '为空时',
    maxChars: '最多字数',
    sample: '示例文字',
    facing: '人物朝向',
    facingAny: '不限',
    facingLeft: '朝左',
    facingRight: '朝右',
    hint: '智能创作按插槽填入用户的文案和图片',
  },
  submit: {
    submit: '提交审核',
    submitting: '正在提交审核…',
    submitted: '已提交审核，审核通过后进入模板中心',
    submitFailed: '提交失败，请按提示修改后重试',
  },
  whenEmpty: { hide: '隐藏图层', keep: '保留模板内容', collapse: '收起（其余内容靠拢）' },
  template: {
    title: '模板信息',
    name: '模板名称',
    category: '类型',
    categoryOfficial: '新媒体首图',
    categoryPoster: '海报',
    tags: '标签（用于模板中心筛选和智能创作匹配）',
    slots: (n: number) => (n === 0 ? '还没有插槽：选中图层后在右侧标记' : `已标记 ${n} 个插槽`),
  },
} as const;
