import type { HeadlinePattern } from './generate.patterns.js';
import type { SmartStyleId } from './generate.styles.js';

// Frames written for the product, beside the ones mined from the real titles (generate.patterns.ts).
// The corpora are news and hot-list topics: they hold hundreds of question frames but only a
// handful of list, suspense and comparison frames a brand can use, so those styles came back
// empty or short. Every frame here takes a noun (a product, a brand, a topic) in its slot, says
// what its style says, and promises nothing the advertising law forbids (no 最, 第一, 100%).
const WRITTEN: Record<SmartStyleId, readonly string[]> = {
  question: [
    '{X}到底值不值得买？',
    '为什么越来越多人选择{X}？',
    '{X}真的适合你吗？',
    '买{X}之前，要看哪些地方？',
    '{X}怎么用才不浪费？',
    '{X}买回家后，你用对了吗？',
    '{X}贵一点，贵在哪里？',
    '入手{X}之前，你想清楚了吗？',
    '{X}能不能天天用？',
    '家里需要一台{X}吗？',
    '{X}为什么突然火了？',
    '你真的了解{X}吗？',
  ],
  suspense: [
    '用了{X}一个月，结果出乎意料',
    '{X}背后，藏着一个小心思',
    '原来{X}还能这样用',
    '关于{X}，很多人一直误会了',
    '{X}火了，没想到是因为这个细节',
    '试过{X}之后，我改主意了',
    '{X}的秘密，说出来你可能不信',
    '{X}卖得这么好，原因在这里',
    '{X}悄悄升级了，这次不一样',
    '没人告诉你的{X}小秘密',
    '{X}的这个设计，很多人没注意到',
    '别急着买{X}，先看完这篇',
  ],
  emotion: [
    '{X}，陪你度过每一个平凡的日子',
    '有了{X}，日子慢慢变甜',
    '把{X}送给那个重要的人',
    '{X}里，藏着家的味道',
    '忙碌一天，{X}是给自己的小奖励',
    '{X}的温柔，只有用过的人懂',
    '每一份{X}，都是认真生活的样子',
    '因为{X}，想起了小时候',
    '{X}，让普通的一天有了仪式感',
    '和{X}一起，把日子过成诗',
    '{X}，给努力的你一点温暖',
    '这份{X}，请收下我的心意',
  ],
  guide: [
    '{X}选购指南：看懂这几点不踩坑',
    '新手买{X}，收好这份攻略',
    '{X}怎么选？一篇讲清楚',
    '{X}使用技巧，看完就会',
    '{X}保养方法，让它用得更久',
    '{X}避坑指南，少花冤枉钱',
    '买{X}前必看的选购建议',
    '{X}入门教程：从零开始上手',
    '{X}的正确打开方式，你学会了吗？',
    '{X}搭配攻略，简单又好看',
    '{X}省钱攻略，同样的预算买得更好',
    '{X}常见问题，一次说明白',
  ],
  list: [
    '关于{X}的5个冷知识',
    '{X}的7种新玩法，收藏起来慢慢试',
    '选{X}，记住这3点就够了',
    '{X}好不好，看这4个细节',
    '10个让你爱上{X}的理由',
    '3分钟读懂{X}',
    '{X}的6个使用误区，你中了几个？',
    '买{X}前要问自己的5个问题',
    '{X}清单：这8样值得收藏',
    '盘点{X}的9个实用功能',
    '{X}的3个隐藏用法',
    '一张图看懂{X}的5大看点',
  ],
  compare: [
    '{X}和普通款有什么区别？',
    '{X}贵的和便宜的，差在哪里？',
    '{X}线上买还是线下买？',
    '{X}新款对比老款，升级了什么？',
    '同样是{X}，为什么体验差这么多？',
    '{X}自己用和送人，怎么选？',
    '{X}大号还是小号？看完再决定',
    '{X}用之前和用之后，对比一目了然',
    '{X}国货还是进口？一篇说清',
    '{X}标准版还是升级版？',
    '{X}租还是买？算笔账就知道',
    '{X}该一次买齐还是慢慢添？',
  ],
  hot: [
    '{X}又上新了！',
    '这届年轻人，都爱上了{X}',
    '{X}真的太好用了！',
    '{X}正当季，别错过！',
    '今年夏天，{X}火出圈了',
    '朋友圈都在晒{X}！',
    '{X}回来了！',
    '一口气看完{X}的新变化',
    '{X}限时上新，先到先得',
    '全家人都喜欢的{X}来了',
    '{X}，这次真的不一样！',
    '周末就去体验{X}！',
  ],
};

// Scored like a mined frame seen in this many titles: above the rare mined frames, below the
// common ones, so the real headline shapes still lead where they exist.
const WRITTEN_SUPPORT = 40;
// Product and brand names: the slot length the written frames were written around.
const WRITTEN_SLOT_LENGTH = 4;

/** The written frames as patterns (source 'written', no example titles). */
export const writtenPatterns: readonly HeadlinePattern[] = Object.entries(WRITTEN).flatMap(
  ([style, frames]) =>
    frames.map((frame) => {
      const [prefix = '', suffix = ''] = frame.split('{X}');
      return {
        prefix,
        suffix,
        support: WRITTEN_SUPPORT,
        slotLength: WRITTEN_SLOT_LENGTH,
        style: style as SmartStyleId,
        examples: [],
        source: 'written' as const,
      };
    }),
);
