// The library's sample copy, written line by line for a scenario: an industry (class 128, plus 健康
// and 汽车, which the taxonomy files under 通用), a marketing node and, through the template, a
// channel. One line per design: 节点|主标题|副标题|第三行|扫码语|备注|配图. A space in a headline is
// where it breaks. Brands are invented shop names that read as real ones. Nothing here uses the
// advertising law's absolute terms (最, 第一, 顶级…); the library test runs every line through the
// word checker. 配图 names Fluent Emoji art (art/*.svg) chosen for this line; the build adds art of
// the scenario's topics when it is empty.
export const COPY_LINES: Record<string, string> = {
  general: `
元旦|元旦快乐 新年新气象|跨年夜全场满200减40|12.30–1.3 限时开启|扫码领券|*优惠券每人限领一张|fireworks,party-popper
元旦|一起倒数 迎接2027|跨年派对 免费入场|12月31日 20:00|扫码报名|*名额有限，报满即止|clinking-glasses,sparkler
元旦|新年开单 有礼|新客下单 立享8折|1月1日–1月3日|扫码下单|*折扣不与其他活动同享|wrapped-gift,spiral-calendar
元旦|辞旧迎新 好运开年|会员积分 双倍累计|元旦三天 全店参与|扫码入会|*积分规则以会员条款为准|sparkles,confetti-ball
春节|新春快乐 福气满满|年货节 满199减30|除夕前 全国包邮|扫码抢购|*春节期间物流或有延迟|red-envelope,red-paper-lantern
春节|红包雨 来啦|每晚8点 整点开抢|正月初一至初七|扫码抢红包|*红包金额随机发放|red-envelope,firecracker
春节|年货一站购齐|坚果礼盒 第二件半价|腊月廿三 开抢|扫码囤年货|*礼盒数量有限，售完即止|wrapped-gift,red-paper-lantern
春节|团圆年 家家乐|年夜饭套餐 提前预订|到店自提 免费打包|扫码预订|*年夜饭需提前三天预订|dumpling,red-paper-lantern
春节|春节不打烊|初一到初七 照常营业|门店值班 随时服务|扫码导航|*营业时间以门店公告为准|firecracker,red-paper-lantern
女神|女神节 宠爱自己|精选好物 第二件半价|3月6日–3月8日|扫码领券|*活动限指定商品|bouquet,tulip
女神|三月 为她而来|女神专享 满299减60|3.8 当天下单再送花|扫码选购|*鲜花赠品数量有限|tulip,crown
女神|美好的她 值得被爱|会员日 积分兑好礼|3月8日 全场参与|扫码入会|*积分兑换以页面为准|bouquet,heart-with-ribbon
618|618 年中狂欢|爆款直降 叠券再减|6月1日–6月18日|扫码领券|*以页面实际价格为准|shopping-bags,wrapped-gift
618|年中囤货 正当时|满300减50 上不封顶|6.18 零点开抢|扫码抢购|*优惠以结算页为准|shopping-cart,shopping-bags
618|半价好物 限量抢|每天10点 上新秒杀|6月1日起 连抢18天|扫码蹲点|*秒杀商品数量有限|shopping-bags,sparkles
七夕|七夕 把心意说出口|情侣套餐 立减52元|8月上旬 限时三天|扫码预约|*活动日期以门店公告为准|heart-with-ribbon,rose
七夕|浪漫七夕 礼遇有你|告白礼盒 预约定制|七夕当天 准时送达|扫码定制|*定制商品需提前下单|love-letter,wrapped-gift
七夕|和喜欢的人 去约会|双人下午茶 仅需99元|七夕周末 限时供应|扫码预约|*需提前一天预约座位|rose,love-letter
中秋|月圆人团圆|中秋礼盒 企业团购更优惠|中秋前 准时送达|扫码订购|*礼盒内容以实物为准|moon-cake,moon-viewing-ceremony
中秋|花好月圆 礼寄相思|礼盒满5盒 再送一盒|中秋前一周 截单|扫码团购|*赠品以实物为准|moon-cake,full-moon
中秋|中秋赏月夜|月下市集 游园猜灯谜|中秋夜 19:00开园|扫码领票|*入园需预约，凭码入场|red-paper-lantern,full-moon
国庆|国庆七天乐|黄金周 全场满减|10月1日–10月7日|扫码领券|*满减规则以页面为准|balloon,fireworks
国庆|假期出游 好礼随行|出行好物 低至5折|国庆前 下单包邮|扫码选购|*折扣商品以页面为准|luggage,airplane
国庆|欢度国庆 惊喜不断|每日前100名 到店送礼|10.1–10.7 每天开抢|扫码预约|*礼品数量有限，送完即止|fireworks,wrapped-gift
双11|双11 清单见真章|全年低价 就在今天|11月11日 0点开抢|扫码抢购|*以页面实际价格为准|shopping-bags,shopping-cart
双11|预售开启 先付定金|付定金 抵用更多|10月24日 晚8点|扫码付定金|*定金不退，请按需购买|money-bag,shopping-bags
双11|购物车 清空计划|跨店满300减50|11.11 当天叠券|扫码加购|*以结算页优惠为准|shopping-cart,wrapped-gift
双12|双12 年终好价|满199减20 可叠加|12月12日 一天|扫码领券|*优惠券数量有限|shopping-bags,sparkles
双12|年末清仓 低价收尾|库存好物 三折起|12.10–12.12|扫码抢购|*清仓商品不退不换|shopping-cart,money-bag
双12|再囤一波 过个好年|年货预售 提前锁价|12月12日 开抢|扫码预订|*预售商品按批次发货|wrapped-gift,shopping-bags
年终|年终盛典|感谢一路同行 明年继续见|12月31日 不见不散|扫码报名|*活动详情请咨询客服|trophy,clinking-glasses
年终|年终回馈 感恩有你|老客专享 消费返现10%|12月20日–12月31日|扫码领取|*返现以账单为准|wrapped-gift,sparkles
年终|一年辛苦了|年终奖 犒劳自己|全场满500减100|扫码选购|*活动限指定商品|trophy,party-popper
年终|年度账单 已出炉|看看今年 你买了什么|会员专属 一键生成|扫码查看|*账单数据每月更新|spiral-calendar,sparkles
日常|周年庆 感恩回馈|全场满300减50 会员再享9折|11.1–11.11 开启|扫码领券|*活动解释权以门店公告为准|wrapped-gift,party-popper
日常|新店开业 好礼相送|到店即送精美礼品一份|开业三天 每日限量|扫码导航|*礼品数量有限，送完即止|balloon,confetti-ball
日常|会员日 专属福利|积分双倍 好物抢先购|每月8日 会员专享|扫码入会|*积分规则以会员条款为准|ticket,wrapped-gift
日常|周末市集 来逛逛|手作小店 美食摊位|周六周日 10:00起|扫码导航|*雨天顺延，以公告为准|shopping-bags,balloon
日常|邀请好友 一起省|每邀一人 各得20元|长期有效 上不封顶|扫码邀请|*奖励发放以账户为准|money-bag,handshake
日常|全城招募体验官|免费试用 说出真实感受|报名至本月底|扫码报名|*入选名单另行通知|megaphone,sparkles
日常|夏日清凉季|冰饮冷食 第二份半价|7月–8月 每天供应|扫码点单|*图片仅供参考|ice,ice-cream
日常|春日出游季|踏青好物 满200减30|3月–4月 限时|扫码选购|*活动限指定商品|cherry-blossom,four-leaf-clover
日常|秋日好时光|秋季新品 尝鲜价|9月–10月 陆续上新|扫码尝鲜|*新品到店时间以门店为准|maple-leaf,hot-beverage
日常|冬日暖心季|暖冬好物 第二件半价|11月–次年2月|扫码选购|*活动限指定商品|scarf,hot-beverage
日常|限时秒杀 手慢无|每天三场 准点开抢|10点 · 15点 · 20点|扫码蹲点|*秒杀商品数量有限|sparkles,shopping-cart
日常|新人专享 首单立减|注册即得 新人礼包|新用户 仅限一次|扫码注册|*礼包有效期7天|wrapped-gift,ticket
日常|社区团购 今日上新|次日达 新鲜到家|每晚10点前下单|扫码进群|*配送范围以页面为准|shopping-bags,house-with-garden
日常|老顾客 回家看看|回店消费 送定制礼|本月有效|扫码预约|*礼品款式随机|heart-with-ribbon,wrapped-gift
日常|直播间 专属价|主播带你 逐件讲解|每晚8点 准时开播|扫码看直播|*价格以直播间为准|megaphone,mobile-phone
日常|满额抽奖 人人有礼|消费满99元 抽一次|奖品当场兑现|扫码抽奖|*奖品以实物为准|game-die,wrapped-gift
日常|年度会员 限时招募|开卡即送 四重好礼|前500名 再享折扣|扫码开卡|*会员权益以条款为准|crown,ticket
日常|门店焕新 重新开业|装修升级 欢迎回来|重开首周 全场8折|扫码导航|*折扣不含特价商品|house-with-garden,balloon
日常|早鸟优惠 提前锁定|提前预订 立减100元|截止本周日|扫码预订|*早鸟名额有限|spiral-calendar,ticket
日常|打卡集章 赢好礼|集满五章 兑换礼品|活动持续一个月|扫码参加|*礼品兑完即止|ticket,sparkles
日常|品牌日 全场同庆|品牌好物 限时8折|仅此一天|扫码逛店|*折扣以页面为准|megaphone,crown
日常|分享有礼 好友同享|转发海报 领取优惠|每人每天一次|扫码分享|*奖励以系统发放为准|love-letter,handshake
日常|以旧换新 补贴来了|旧物折价 可抵300元|全年可用|扫码估价|*估价以实际检测为准|money-bag,handshake
日常|公益同行 温暖有你|每卖一件 捐出一元|爱心计划 进行中|扫码了解|*捐赠明细按季度公示|heart-with-ribbon,handshake
日常|开学季 好物上新|学生专享 立减30元|8月20日–9月10日|扫码领券|*需学生认证|books,graduation-cap
日常|感恩节 说声谢谢|晒出感谢 赢取好礼|11月最后一周|扫码参加|*获奖名单另行公布|love-letter,wrapped-gift
日常|探店打卡 有惊喜|到店打卡 送小食一份|工作日 14:00后|扫码导航|*每桌限领一份|camera,sparkles
日常|招募城市合伙人|轻资产开店 总部扶持|全国名额 正在开放|扫码咨询|*加盟条件以合同为准|handshake,briefcase
日常|员工内购会|员工家属 同享低价|仅限本周末|扫码登记|*凭工牌入场|shopping-bags,ticket
日常|积分商城 上新啦|积分当钱花 好物免费换|每月1日 补货|扫码兑换|*积分有效期以账户为准|crown,wrapped-gift
日常|夜市开张 烟火人间|小吃饮品 一条街逛遍|每晚18:00–24:00|扫码导航|*以现场公告为准|red-paper-lantern,steaming-bowl
日常|周三半价日|指定商品 每周三半价|每周三 全天|扫码查看|*半价商品每周更新|spiral-calendar,shopping-bags
日常|会员生日月 双倍礼|生日当月 消费送蛋糕|凭会员码领取|扫码领取|*需提前一天预约|birthday-cake,wrapped-gift
日常|线上商城 正式上线|足不出户 好物到家|上线首周 全场包邮|扫码逛商城|*包邮范围以页面为准|mobile-phone,shopping-cart
日常|亲子嘉年华|游戏闯关 赢取奖品|本周六 9:00开始|扫码报名|*儿童需家长陪同|balloon,puzzle-piece
日常|绿色生活 从我做起|自带杯袋 立减2元|长期有效|扫码了解|*每单限减一次|potted-plant,four-leaf-clover
日常|扫码关注 有惊喜|关注公众号 领5元券|新老粉丝 同享|扫码关注|*券有效期7天|megaphone,ticket
`,
  health: `
元旦|新年 从健康开始|年度体检套餐 8折|1月全月 可预约|扫码预约|*体检项目以套餐为准|stethoscope,spiral-calendar
春节|春节健康 不打烊|线上问诊 初一到十五|专业医生 在线答疑|扫码问诊|*线上问诊不能替代面诊|stethoscope,red-paper-lantern
女神|女神节 关爱自己|女性体检套餐 限时优惠|3月1日–3月15日|扫码预约|*具体项目以套餐为准|tulip,stethoscope
618|运动装备 年中特惠|瑜伽垫跑鞋 满减再送|6月1日–6月18日|扫码选购|*活动限指定商品|running-shoe,person-in-lotus-position
国庆|假期运动 不停歇|健身房 国庆照常开放|10月1日–7日 全天|扫码约课|*团课需提前预约|person-running,running-shoe
日常|21天 轻盈计划|私教带练 科学饮食|每周三次 小班课|扫码报名|*效果因人而异|person-in-lotus-position,green-salad
日常|夜跑俱乐部 招募中|每周二四 一起跑|江边步道 19:30集合|扫码入群|*请量力而行，注意安全|person-running,running-shoe
日常|牙齿健康 从洗牙开始|洗牙套餐 仅需99元|周末也可预约|扫码预约|*具体价格以门诊为准|tooth,sparkles
日常|换季 照顾好身体|家庭常备药 一站配齐|30分钟 送药上门|扫码下单|*请在医生或药师指导下用药|pill,stethoscope
日常|瑜伽初体验|新人体验课 9.9元|每天三个时段|扫码约课|*每人限体验一次|person-in-lotus-position,herb
日常|健身年卡 限时开售|器械团课 一卡通用|前100名 送私教课|扫码购卡|*会员权益以合同为准|person-running,trophy
日常|社区义诊 走进家门|量血压 测血糖 免费|本周六 上午九点|扫码报名|*义诊仅作健康咨询|stethoscope,handshake
日常|早睡早起 好好吃饭|轻食套餐 每周配送|工作日 午餐送达|扫码订餐|*热量数据为估算值|green-salad,herb
日常|视力筛查 免费做|儿童青少年 专项检查|暑期 每天开放|扫码预约|*检查结果仅供参考|stethoscope,books
日常|养生茶饮 暖心上新|红枣枸杞 温润一冬|门店现煮 每日供应|扫码点单|*本品不能代替药物|teapot,herb
`,
  auto: `
春节|回家过年 车况无忧|春节前 免费检测|腊月 每天开放|扫码预约|*检测项目以门店为准|automobile,red-paper-lantern
618|年中购车节|指定车型 限时补贴|6月1日–6月30日|扫码预约|*补贴以购车合同为准|automobile,money-bag
国庆|自驾出游 先保养|国庆前 保养套餐8折|9月20日–9月30日|扫码预约|*套餐内容以门店为准|automobile,luggage
双11|双11 订车礼|线上订车 定金抵用|11月1日–11月11日|扫码订车|*定金规则以页面为准|automobile,shopping-cart
年终|年终购车 好礼相送|购车即送 全年保养|12月31日前|扫码看车|*赠品以合同约定为准|automobile,wrapped-gift
日常|新车到店 欢迎试驾|预约试驾 送精美车品|周末专场 专人讲解|扫码预约|*车品数量有限|automobile,key
日常|洗车卡 限时特惠|十次洗车 只要199|全城门店 通用|扫码购卡|*有效期一年|automobile,sparkles
日常|以旧换新 置换补贴|旧车评估 当天出价|全城上门 免费评估|扫码估价|*补贴以评估结果为准|automobile,handshake
日常|新能源车 补能无忧|充电桩 免费安装|购车用户 专享|扫码咨询|*安装条件以勘测为准|electric-plug,automobile
日常|冬季车检 暖心上门|电瓶轮胎 一次查清|11月起 开放预约|扫码预约|*检测免费，维修另计|battery,automobile
日常|驾校暑期班|学车考证 一次搞定|7月开班 名额有限|扫码报名|*考试安排以车管所为准|automobile,graduation-cap
日常|车主节 专属福利|加油满200减15|每月18日|扫码领券|*优惠以加油站公告为准|fuel-pump,automobile
日常|周末自驾 露营去|房车露营 两天一晚|每周六出发|扫码报名|*行程以出发通知为准|camping,automobile
日常|轮胎换新季|买三送一 免费安装|本月有效|扫码预约|*活动限指定品牌|automobile,sparkles
日常|二手好车 放心买|检测报告 全程透明|7天无理由|扫码看车|*退车条件以合同为准|automobile,handshake
`,
  appliance: `
元旦|新年焕新 好家电|以旧换新 至高补贴800元|1月1日–1月3日|扫码预约|*补贴金额以实际评估为准|television,sparkles
春节|年货家电 送到家|大屏电视 年前送装|腊月廿八前 送达|扫码下单|*偏远地区送达时间另议|television,red-paper-lantern
春节|暖冬过大年|取暖器 电暖桌 特惠|年前 全国包邮|扫码选购|*请按说明书安全使用|fire,red-paper-lantern
女神|给她的厨房 添份心意|料理锅 破壁机 8折|3月8日 前三天|扫码选购|*活动限指定型号|shallow-pan-of-food,bouquet
618|618 家电节|空调冰箱 直降到底价|6.1–6.18 家电节|扫码咨询|*价格以页面为准|snowflake,shopping-bags
618|智享清凉一夏|新一代变频空调 安静省电|送货入户 免费安装|扫码咨询|*能效数据来自实验室测试|snowflake,ice
七夕|七夕 送一份温柔|美容仪 卷发棒 礼盒装|七夕前 顺丰送达|扫码选购|*礼盒款式以实物为准|heart-with-ribbon,hair-pick
中秋|中秋 一家人的厨房|烤箱 蒸锅 团圆价|中秋前 送装到家|扫码下单|*安装服务以区域为准|shallow-pan-of-food,moon-cake
国庆|国庆 换新正当时|全屋家电 套购立减|10月1日–7日|扫码预约|*套购规则以门店为准|television,couch-and-lamp
双11|双11 家电狂欢|大家电 送装一体|11月11日 0点开抢|扫码抢购|*以页面实际价格为准|television,shopping-cart
双12|双12 小家电专场|电饭煲 电水壶 特价|12月12日 一天|扫码选购|*数量有限，售完即止|teapot,shopping-bags
年终|年终家电 特卖会|样机特卖 三折起|12月20日起|扫码看货|*样机外观可能有轻微使用痕迹|television,money-bag
日常|焕新好家电|以旧换新 至高补贴800元|送货入户 免费安装|扫码预约|*补贴金额以实际评估为准|television,light-bulb
日常|厨房焕新季|烟灶套装直降 安装到家|全国联保 售后无忧|扫码下单|*具体价格以门店为准|shallow-pan-of-food,fire
日常|一台洗烘 解放双手|洗烘一体 热泵低温|30天 价格保护|扫码了解|*价格保护规则以页面为准|sparkles,soap
日常|早餐 十分钟搞定|多功能早餐机 限时价|下单送食谱一本|扫码选购|*食谱为电子版|hot-beverage,shallow-pan-of-food
日常|空调清洗 上门服务|深度清洗 99元一台|预约后48小时上门|扫码预约|*高空机需另行评估|snowflake,sparkles
日常|一杯好咖啡 在家做|全自动咖啡机 新品|首发 赠咖啡豆|扫码尝鲜|*赠品以实物为准|hot-beverage,sparkles
日常|智能家电 一键掌控|手机远程 开关空调|智能套装 限时优惠|扫码体验|*需联网使用|mobile-phone,light-bulb
日常|电视换大屏|85英寸 影院级画面|旧机回收 免费拆装|扫码咨询|*回收价格以评估为准|television,couch-and-lamp
日常|家电延保 安心用|延保一年 仅需59元|购机30天内可办|扫码办理|*服务条款以合同为准|electric-plug,handshake
`,
  game: `
元旦|新年版本 今晚上线|跨年活动 登录送时装|12月31日 20:00|扫码下载|*适度游戏益脑，沉迷游戏伤身|video-game,fireworks
春节|新春版本 龙腾开年|春节限定 皮肤上架|除夕 0点开放|扫码下载|*抵制不良游戏，拒绝盗版游戏|dragon,red-envelope
春节|过年组队 一起开黑|好友回归 双方得奖励|初一至十五|扫码组队|*合理安排时间，享受健康生活|joystick,red-paper-lantern
618|年中庆典 福利周|充值返利 登录领礼包|6月12日–18日|扫码领取|*适度游戏益脑，沉迷游戏伤身|1st-place-medal,wrapped-gift
七夕|七夕 情缘任务开启|双人副本 限时开放|七夕当周|扫码组队|*合理安排时间，享受健康生活|heart-with-ribbon,crystal-ball
中秋|中秋 月下寻宝|节日副本 掉落月饼|中秋三天|扫码参加|*适度游戏益脑，沉迷游戏伤身|moon-cake,crossed-swords
国庆|国庆 七天乐翻天|每日签到 领限定道具|10月1日–7日|扫码签到|*抵制不良游戏，拒绝盗版游戏|game-die,balloon
双11|双11 游戏狂欢|周边礼盒 限量预售|11月11日 开售|扫码预售|*实物周边按批次发货|video-game,shopping-bags
年终|年度总决赛 开战|总决赛 直播开启|12月28日 19:00|扫码观赛|*赛程以官方公告为准|trophy,1st-place-medal
日常|新版本 今日上线|全新地图开放 组队来闯关|登录即领限定时装|扫码下载|*抵制不良游戏，拒绝盗版游戏|video-game,crystal-ball
日常|周末双倍经验|约上好友 一起冲榜|周五至周日 全天开启|扫码进群|*适度游戏益脑，沉迷游戏伤身|joystick,1st-place-medal
日常|江湖再聚首|老玩家回归 豪礼等你领|回归礼包 限时领取|扫码回归|*合理安排时间，享受健康生活|crossed-swords,dragon
日常|公测开启 全服集结|预约玩家 送专属称号|本周五 10:00|扫码预约|*适度游戏益脑，沉迷游戏伤身|video-game,sparkles
日常|城市赛 报名开启|线下对战 赢取奖金|每周六 下午场|扫码报名|*赛事规则以官方为准|trophy,joystick
日常|桌游之夜|剧本杀 狼人杀 畅玩|周五晚 19:00开局|扫码订位|*需提前预约桌位|game-die,puzzle-piece
日常|新英雄 登场|全新技能 抢先体验|上线首周 半价|扫码体验|*抵制不良游戏，拒绝盗版游戏|person-fairy,crossed-swords
日常|每日签到 好礼不断|连签七天 送稀有道具|全服玩家 同享|扫码签到|*合理安排时间，享受健康生活|spiral-calendar,wrapped-gift
日常|电竞训练营 招生|职业教练 带你上分|暑期班 7月开营|扫码报名|*培训效果因人而异|joystick,trophy
日常|解谜新作 烧脑上线|百道关卡 等你挑战|首发限免三天|扫码下载|*适度游戏益脑，沉迷游戏伤身|puzzle-piece,crystal-ball
日常|电玩城 新店开业|充100送50 游戏币|开业首周|扫码导航|*游戏币限本店使用|video-game,balloon
日常|主播带你 玩新图|今晚八点 直播攻略|关注直播间 抽周边|扫码看直播|*抽奖结果以直播公告为准|megaphone,video-game
`,
  food: `
元旦|跨年火锅 约起来|四人套餐 立减60元|12月31日 营业到凌晨|扫码订座|*需提前预约包间|steaming-bowl,clinking-glasses
元旦|一杯热饮 迎新年|新品热饮 买一送一|1月1日 当天|扫码点单|*每人限购两杯|hot-beverage,sparkler
春节|年夜饭 预订开启|八人团圆宴 2888元|除夕 两个时段|扫码预订|*需预付定金|dumpling,red-paper-lantern
春节|手工水饺 过大年|猪肉白菜 三鲜 韭菜|年前 冷链到家|扫码下单|*冷冻食品请及时冷藏|dumpling,red-envelope
女神|女神下午茶|蛋糕奶茶 双人套餐|3月8日 限定|扫码预约|*套餐内容以门店为准|shortcake,bubble-tea
618|618 零食节|坚果饼干 满99减20|6.1–6.18|扫码囤货|*保质期以包装为准|shopping-bags,cupcake
七夕|七夕 烛光晚餐|双人西餐 预订送玫瑰|七夕当晚 两轮|扫码订座|*玫瑰数量有限|rose,pizza
中秋|月饼 手作出炉|流心奶黄 蛋黄莲蓉|中秋前 每日现烤|扫码订购|*月饼为预包装食品|moon-cake,full-moon
中秋|中秋家宴 团圆桌|六人套餐 含月饼礼|中秋当天 可堂食|扫码订座|*菜品以当日供应为准|moon-cake,steaming-bowl
国庆|国庆 美食地图|本地老店 一份打卡单|10月1日–7日|扫码领取|*店铺营业时间以各店为准|curry-rice,camera
双11|双11 吃货节|零食大礼包 5折起|11月11日 0点|扫码抢购|*以页面实际价格为准|shopping-bags,cupcake
双12|双12 暖冬热饮|热饮第二杯 1元|12.12 全天|扫码点单|*限同款饮品|hot-beverage,bubble-tea
年终|年会包场 一站搞定|20人起订 送果盘酒水|12月 周末需提前订|扫码咨询|*酒水品牌以门店为准|clinking-glasses,bento-box
日常|春日新品 限时尝鲜|第二杯半价 · 全国门店同享|4.1–4.30 到店可享|扫码点单|*图片仅供参考，以门店实物为准|bubble-tea,cherry-blossom
日常|一口鲜香 热乎上桌|手工现包 每日新鲜供应|堂食外卖同价|扫码点餐|*图片仅供参考，以实物为准|dumpling,steaming-bowl
日常|下午茶时光|两人套餐 立减20元|每日14:00–17:00|扫码领券|*优惠券不与其他活动同享|shortcake,hot-beverage
日常|轻食主义|低脂沙拉 少油少盐更安心|工作日午餐特惠|扫码订餐|*热量数据为估算值|green-salad,herb
日常|今天吃点好的|招牌咖喱饭 加量不加价|午市 11:00–14:00|扫码点餐|*加量以门店标准为准|curry-rice,steaming-bowl
日常|一杯鲜果茶 夏天就来了|鲜切水果 现做现卖|全城门店 同步上新|扫码点单|*水果随季节更换|bubble-tea,watermelon
日常|汉堡 买一送一|周二会员日 指定款|每周二 全天|扫码领券|*每单限用一张|hamburger,sparkles
日常|手工披萨 现烤到家|30分钟 热乎送达|满59元 免配送费|扫码下单|*配送范围以页面为准|pizza,sparkles
日常|便当 每日换菜单|两荤一素 米饭管够|工作日 11点送达|扫码订餐|*菜单每日更新|bento-box,cooked-rice
日常|甜品控 集合|生日蛋糕 提前一天订|6寸起 可写祝福|扫码订蛋糕|*需提前24小时预订|birthday-cake,cupcake
日常|山野小馆 开业|地道家常菜 开业8折|开业首周|扫码导航|*折扣不含酒水|steaming-bowl,balloon
`,
  beauty: `
元旦|新年新肌 焕亮开启|精华水 买一送一|1月1日–3日|扫码领取|*效果因人而异|lotion-bottle,sparkles
春节|过年 好气色|口红礼盒 新春限定|年前 顺丰发货|扫码选购|*色号以实物为准|lipstick,red-envelope
女神|女神节 美力全开|护肤套装 满299减80|3月1日–3月8日|扫码抢购|*赠品数量有限|lotion-bottle,bouquet
女神|为自己 挑一支口红|女神节限定色 上新|3月8日前 下单送镜|扫码选色|*赠品以实物为准|lipstick,mirror
618|618 美妆节|大牌小样 满额就送|6月1日–18日|扫码领券|*小样随机发放|lipstick,shopping-bags
七夕|告白色 七夕限定|丝绒质地 一抹显气色|七夕礼盒 可刻字|扫码购买|*色号以实物为准|lipstick,heart-with-ribbon
中秋|中秋 美妆礼盒|护肤三件套 送长辈|中秋前 准时送达|扫码订购|*礼盒内容以实物为准|lotion-bottle,moon-cake
国庆|假期出游 防晒先行|轻薄防晒 第二支半价|10月1日–7日|扫码选购|*请按说明使用|sunglasses,lotion-bottle
双11|双11 护肤囤货季|面霜精华 叠券更省|11月11日 0点|扫码囤货|*以页面实际价格为准|lotion-bottle,shopping-cart
双12|双12 美甲特惠|纯色美甲 仅需68元|12月12日 当天|扫码预约|*款式需现场确认|nail-polish,sparkles
年终|年终 犒劳自己|SPA护理 年卡优惠|12月31日前|扫码预约|*年卡权益以合同为准|soap,sponge
日常|焕亮新肌|水润保湿 温和不刺激|新品试用装 免费领|扫码申领|*效果因人而异|lotion-bottle,sparkles
日常|美甲节|新款百搭色 第二款半价|周末到店 预约免排队|扫码预约|*活动限指定款式|nail-polish,mirror
日常|换季 温柔护肤|敏感肌 修护套装|首单 立减30元|扫码选购|*效果因人而异|lotion-bottle,herb
日常|一支好口红 一天好心情|新品上市 试色免费|专柜 每天开放|扫码预约|*试色需使用一次性工具|lipstick,sparkles
日常|发型焕新 从剪发开始|设计师剪发 新客68元|工作日 免预约|扫码预约|*设计师排班以门店为准|hair-pick,mirror
日常|沐浴时光 慢一点|香氛沐浴露 买二送一|本月有效|扫码选购|*香型以实物为准|bathtub,soap
日常|素颜也好看|底妆新品 轻薄不闷|前100名 送化妆蛋|扫码领取|*赠品数量有限|sponge,mirror
日常|会员护肤日|免费皮肤检测 一对一|每周四 全天|扫码预约|*检测结果仅供参考|mirror,lotion-bottle
日常|香气 是你的名片|小众香氛 7.5ml旅行装|新品 体验价|扫码选购|*香型以实物为准|sparkles,rose
日常|睫毛嫁接 自然款|新客体验 仅需99元|周末需提前预约|扫码预约|*效果因人而异|mirror,sparkles
`,
  digital: `
元旦|新年换新机|以旧换新 多重补贴|1月1日–3日|扫码估价|*补贴以评估结果为准|mobile-phone,sparkles
春节|春节 带它回家|平板电脑 新春特惠|年前 全国包邮|扫码选购|*以页面价格为准|laptop,red-envelope
女神|送她一份 好看的礼物|智能手表 女神节礼盒|3月8日前 送达|扫码选购|*表带颜色以实物为准|watch,bouquet
618|618 数码狂欢|手机电脑 直降立减|6.1–6.18|扫码抢购|*以页面实际价格为准|mobile-phone,laptop
七夕|七夕 听见心动|降噪耳机 情侣款|七夕前 顺丰送达|扫码选购|*颜色以实物为准|headphone,heart-with-ribbon
中秋|中秋 记录团圆|相机套装 节日价|中秋前 下单送卡|扫码选购|*赠品以实物为准|camera,full-moon
国庆|出游神器 带上它|运动相机 防抖升级|10月1日–7日|扫码了解|*功能以实物为准|camera,luggage
双11|双11 装机季|电脑配件 满减叠券|11月11日 0点|扫码装机|*以页面实际价格为准|desktop-computer,keyboard
双12|双12 耳机专场|降噪耳机 限时好价|12月12日|扫码选购|*数量有限|headphone,sparkles
年终|年终 犒劳装备|游戏本 年终特惠|12月20日–31日|扫码选购|*配置以实际销售为准|laptop,trophy
日常|新品发布会|影像再升级 夜拍更清晰|11月20日 线上直播|扫码预约|*功能以实际发布为准|mobile-phone,satellite-antenna
日常|开学装备季|轻薄笔记本 学生专享优惠|凭学生证 再享赠品|扫码了解|*优惠以页面展示为准|laptop,graduation-cap
日常|智能生活 一触即达|手表手机 多屏协同更顺手|以旧换新 当天到手|扫码选购|*配置以实际销售为准|watch,mobile-phone
日常|机械键盘 手感上新|热插拔 自由换轴|首发 送键帽一套|扫码选购|*赠品以实物为准|keyboard,sparkles
日常|手机快修 30分钟|换屏换电池 原厂配件|全城门店 当天取|扫码预约|*维修价格以检测为准|mobile-phone,battery
日常|家用机器人 新上市|扫地拖地 一次搞定|首发 立减300元|扫码了解|*实际效果因户型而异|robot,house-with-garden
日常|拍出好照片|手机摄影课 免费听|每周六 下午两点|扫码报名|*名额有限|camera,mobile-phone
日常|5G套餐 新用户专享|每月100G 流量|办理即送话费|扫码办理|*套餐资费以合同为准|satellite-antenna,mobile-phone
日常|办公换新 效率加分|显示器 键盘 鼠标套装|企业采购 可开票|扫码咨询|*发票类型以订单为准|desktop-computer,keyboard
日常|耳机试听节|到店试听 送收纳包|本周末 两天|扫码预约|*赠品数量有限|headphone,sparkles
日常|充电5分钟 出门一整天|快充移动电源 新品|首发价 限时三天|扫码抢购|*续航因使用情况而异|battery,electric-plug
`,
  education: `
元旦|新年 学点新东西|年度课程 8折报名|1月1日–7日|扫码报名|*课程安排以教务通知为准|books,spiral-calendar
春节|寒假班 火热报名|小班教学 每班12人|正月初八 开课|扫码报名|*课程安排以教务通知为准|books,red-paper-lantern
女神|女神学堂 开课啦|插花 茶艺 烘焙体验|3月8日 下午|扫码报名|*材料费另计|bouquet,teapot
618|618 学习节|全年课程 年中特价|6月1日–18日|扫码选课|*学习效果因人而异|books,shopping-bags
七夕|七夕 手作课|情侣陶艺 一起做杯子|七夕周末 两场|扫码预约|*成品需烧制后寄出|heart-with-ribbon,teapot
中秋|中秋 亲子手作|做月饼 画灯笼|中秋前周末|扫码报名|*需家长陪同|moon-cake,red-paper-lantern
国庆|国庆集训营|七天冲刺 查漏补缺|10月1日–7日|扫码报名|*学习效果因人而异|pencil,notebook
双11|双11 课程节|网课 买一年送半年|11月11日 当天|扫码选课|*赠送时长以账户为准|laptop,books
年终|年终 考证冲刺|考前串讲 名师带练|12月 周末班|扫码报名|*考试安排以官方为准|graduation-cap,pencil
日常|暑期班 火热报名|小班教学 名额有限|7月8日 正式开课|扫码报名|*课程安排以教务通知为准|books,woman-teacher
日常|免费试听课|一节课 看懂孩子的学习方法|每周六 10:00|扫码预约|*试听名额先到先得|woman-teacher,notebook
日常|职场技能提升|实战项目 带你入门数据分析|线上直播 随时回看|扫码咨询|*学习效果因人而异|chart-increasing,laptop
日常|少儿编程 启蒙课|搭积木 学逻辑|6–12岁 分龄教学|扫码试听|*课程以实际安排为准|robot,puzzle-piece
日常|英语口语 天天练|外教一对一 25分钟|首课 仅需1元|扫码预约|*外教排班以系统为准|globe-showing-asia-australia,books
日常|书法启蒙班|一笔一画 写好中国字|每周日 上午|扫码报名|*笔墨纸砚需自备|pencil,notebook
日常|美术小班 招生中|素描水彩 创意绘画|周末两个班次|扫码试听|*作品展时间另行通知|sparkles,pencil
日常|考研 规划讲座|学长学姐 分享经验|周三晚 19:30|扫码报名|*讲座内容仅供参考|graduation-cap,books
日常|科学实验课|动手做 看得见的原理|8–12岁 每班10人|扫码报名|*实验在老师指导下进行|microscope,light-bulb
日常|读书会 本周见|一本好书 一群同好|每周五晚 书店二楼|扫码报名|*座位有限|books,hot-beverage
日常|钢琴陪练 线上课|专业老师 一对一|每天 18:00–21:00|扫码预约|*陪练时间以预约为准|musical-keyboard,woman-teacher
日常|学霸笔记 免费领|各科重点 一本整理好|关注即领 电子版|扫码领取|*资料仅供学习使用|notebook,light-bulb
`,
  finance: `
元旦|新年 理财开好局|新客专享 理财体验金|1月1日–15日|扫码开户|*理财有风险，投资需谨慎|money-bag,chart-increasing
春节|新春 红包加码|绑卡支付 随机立减|正月初一至十五|扫码绑卡|*立减金额随机，以页面为准|red-envelope,credit-card
女神|女神节 刷卡礼|女性持卡人 消费返现|3月1日–8日|扫码参与|*返现以银行入账为准|credit-card,bouquet
618|618 刷卡返现|满1000返50 可叠加|6月1日–18日|扫码报名|*需报名后消费|credit-card,shopping-bags
中秋|中秋 礼遇持卡人|积分兑月饼礼盒|中秋前 限量兑换|扫码兑换|*兑完即止|moon-cake,credit-card
国庆|国庆出游 刷卡礼|境内酒店 满减优惠|10月1日–7日|扫码领券|*优惠以页面为准|credit-card,airplane
双11|双11 分期免息|指定商户 12期免息|11月1日–11日|扫码了解|*分期以银行审批为准|credit-card,shopping-cart
年终|年终 财富规划|一对一 家庭资产诊断|12月 每周开放|扫码预约|*诊断结果不构成投资建议|chart-increasing,briefcase
日常|稳健理财 安心之选|专业团队 为您量身规划|预约咨询 一对一服务|扫码咨询|*理财有风险，投资需谨慎|chart-increasing,handshake
日常|信用卡新客礼|首刷即送 精美好礼|新户专享 限时申请|扫码申请|*具体以银行审批结果为准|credit-card,wrapped-gift
日常|养老规划讲座|听专家聊聊 退休生活怎么安排|每周三 下午两点|扫码报名|*讲座不构成投资建议|briefcase,handshake
日常|存钱 也能有仪式感|52周存钱计划|每周一 自动存入|扫码开启|*存款利率以银行公告为准|money-bag,spiral-calendar
日常|小微企业 贷款无忧|线上申请 最快当天审批|经营贷 专项服务|扫码申请|*贷款以银行审批为准|bank,briefcase
日常|手机银行 新版上线|转账缴费 一步到位|更新即抽好礼|扫码下载|*抽奖规则以页面为准|mobile-phone,bank
日常|家庭保障 早规划|保险顾问 免费讲解|每周六 网点开放|扫码预约|*保险产品以合同条款为准|house-with-garden,handshake
日常|外币兑换 网点预约|出国出行 提前换汇|线上预约 到店领取|扫码预约|*汇率以实时报价为准|globe-showing-asia-australia,bank
日常|反诈知识 小课堂|认清套路 守好钱袋|社区网点 每周开讲|扫码学习|*如遇诈骗请拨打110|bank,light-bulb
日常|星河银行 积分节|积分兑好物 话费加油卡|本月有效|扫码兑换|*积分兑换以页面为准|credit-card,wrapped-gift
日常|财商少年营|和孩子 聊聊钱的事|暑期 每周六|扫码报名|*课程不构成投资建议|coin,books
日常|开户 送好礼|新开借记卡 送定制礼|网点限量|扫码预约|*礼品以网点实物为准|bank,wrapped-gift
日常|工资理财 一站管好|工资到账 自动规划|零钱也能打理|扫码了解|*理财有风险，投资需谨慎|money-bag,chart-increasing
`,
  home: `
元旦|新年新家 焕然一新|软装套餐 限时8折|1月1日–3日|扫码预约|*活动限指定商品|couch-and-lamp,sparkles
春节|过年 家里添点红|春联窗花 家居小物|年前 包邮到家|扫码选购|*商品以实物为准|red-paper-lantern,house-with-garden
女神|给她 一个梦幻卧室|床品四件套 女神价|3月1日–8日|扫码选购|*颜色以实物为准|bed,bouquet
618|618 家装节|全屋定制 满万减千|6月1日–18日|扫码预约|*活动以合同约定为准|couch-and-lamp,shopping-bags
七夕|七夕 一起布置小家|情侣家居 套购立减|七夕周末|扫码选购|*活动限指定商品|heart-with-ribbon,couch-and-lamp
中秋|中秋 团圆看房季|新房认购 送家电礼包|中秋前后 两周|扫码看房|*礼包以合同约定为准|house-with-garden,moon-cake
国庆|国庆看房团|专车接送 一天看五盘|10月1日–7日|扫码报名|*楼盘信息以售楼处为准|house-with-garden,key
双11|双11 家具狂欢|沙发床垫 到手价|11月11日 0点|扫码抢购|*以页面实际价格为准|couch-and-lamp,bed
年终|年终 装修定档|明年开工 今年锁价|12月31日前签约|扫码咨询|*优惠以合同为准|house-with-garden,spiral-calendar
日常|理想之家 焕新季|全屋定制 免费上门量尺|签约即送智能门锁|扫码预约|*赠品以合同约定为准|house-with-garden,key
日常|样板间开放|南北通透三居 实景看房|周末看房 专车接送|扫码看房|*效果图仅供参考|house-with-garden,key
日常|软装节|沙发床垫 套购更划算|满5000元 送靠枕|扫码选购|*活动限指定商品|couch-and-lamp,bed
日常|一张好床 睡个好觉|乳胶床垫 百晚试睡|免费送货上门|扫码了解|*试睡规则以页面为准|bed,sparkles
日常|旧房翻新 一站搞定|局部改造 厨卫翻新|免费上门 出方案|扫码预约|*报价以实测为准|house-with-garden,key
日常|绿植进家 心情变好|桌面绿植 买二送一|同城 当天送达|扫码选购|*植物状态以实物为准|potted-plant,four-leaf-clover
日常|浴室 也要好看|卫浴套装 设计师款|展厅 每天开放|扫码预约|*展品以现场为准|bathtub,sparkles
日常|一把好椅子|人体工学椅 久坐不累|30天 免费试用|扫码试用|*试用规则以页面为准|chair,sparkles
日常|家政保洁 上门服务|开荒保洁 日常保洁|首单 立减50元|扫码预约|*服务面积以实测为准|sponge,house-with-garden
日常|拎包入住 好房源|精装公寓 月付可租|近地铁 看房方便|扫码看房|*房源信息以实际为准|key,house-with-garden
日常|灯光 改变一个家|智能灯具 全屋套装|设计师 免费配灯|扫码预约|*方案以实际户型为准|light-bulb,couch-and-lamp
日常|木作家具 手工打造|实木餐桌 可定尺寸|工期约30天|扫码定制|*木纹颜色以实物为准|chair,house-with-garden
`,
  travel: `
元旦|跨年 去看海|海岛三日游 特价|12月30日出发|扫码预订|*价格随日期浮动|beach-with-umbrella,fireworks
春节|春节 带爸妈去旅行|夕阳红 暖冬线路|初三 初五 两团|扫码报名|*行程以出团通知为准|airplane,red-paper-lantern
春节|回家的票 帮你抢|火车票机票 一键预约|春运 全程提醒|扫码预约|*出票以官方渠道为准|ticket,luggage
女神|女神节 一个人的旅行|温泉民宿 单人特价|3月6日–10日|扫码预订|*需提前三天预订|hot-springs,bouquet
618|618 旅游节|酒店机票 提前囤|6月1日–18日|扫码囤券|*券有效期以页面为准|airplane,shopping-bags
七夕|七夕 去远方约会|双人海岛游 立减|七夕前后 出发|扫码预订|*价格随日期浮动|beach-with-umbrella,heart-with-ribbon
中秋|中秋 山间赏月|山居民宿 两晚特价|中秋三天|扫码预订|*房量有限|mountain,full-moon
国庆|国庆 错峰出游|小众目的地 人少景美|9月28日–10月8日|扫码查看|*行程以出团通知为准|world-map,airplane
国庆|长城一日游|八达岭 专车往返|国庆每日 发团|扫码报名|*请提前预约景区门票|mountain,ticket
双11|双11 旅行囤券|酒店套餐 随心约|11月11日 0点|扫码抢购|*节假日需补差价|luggage,shopping-cart
年终|年假 用起来|东南亚 五天四晚|12月 每周出发|扫码咨询|*签证要求以官方为准|airplane,beach-with-umbrella
日常|说走就走的旅行|周末短途 海边民宿特惠|提前7天预订 立减|扫码预订|*价格随日期浮动|beach-with-umbrella,sunglasses
日常|寻访古城|跟着地道向导 慢慢逛老街|小团出行 每团8人|扫码报名|*行程以出团通知为准|world-map,camera
日常|冬季滑雪季|雪场门票加酒店 一站订好|12月起 每周发团|扫码咨询|*请遵守雪场安全规定|snowflake,mountain
日常|露营季 去山里住一晚|帐篷炊具 全套提供|周六出发 周日回|扫码报名|*请注意野外安全|camping,tent
日常|亲子游 研学营|博物馆 自然课堂|暑期 每周开营|扫码报名|*需家长签署安全协议|globe-showing-asia-australia,books
日常|坐着邮轮 看大海|五天四晚 全程包餐|每月两个航次|扫码咨询|*航线以船公司为准|ship,beach-with-umbrella
日常|徒步入门 跟团走|轻装线路 向导带队|每周日 一天往返|扫码报名|*请穿着合适的鞋子|hiking-boot,mountain
日常|温泉 周末泡起来|温泉门票 双人特价|工作日 更优惠|扫码预订|*请遵守温泉安全须知|hot-springs,sparkles
日常|行李箱 出发季|登机箱 限时特价|买箱送收纳袋|扫码选购|*赠品以实物为准|luggage,airplane
日常|签证 交给我们|资料代办 进度可查|全国 可邮寄办理|扫码咨询|*出签以使馆结果为准|world-map,briefcase
`,
  fashion: `
元旦|新年 穿新衣|冬装新款 满399减60|1月1日–3日|扫码逛店|*活动限指定款式|scarf,sparkles
春节|过年 穿红色|新春红品 全场8折|年前 顺丰发货|扫码选购|*颜色以实物为准|dress,red-envelope
女神|女神节 穿出自信|连衣裙 新品尝鲜价|3月1日–8日|扫码选购|*尺码以实物为准|dress,bouquet
618|618 换季清仓|夏装 低至3折|6.1–6.18|扫码抢购|*清仓商品不退不换|t-shirt,shopping-bags
七夕|七夕 情侣穿搭|情侣卫衣 两件更优惠|七夕前 到货|扫码选购|*颜色以实物为准|t-shirt,heart-with-ribbon
中秋|中秋 礼服出租|旗袍 汉服 一日租借|中秋前后 可预约|扫码预约|*需交押金|dress,moon-cake
国庆|国庆出游 穿搭|防晒衣 遮阳帽 特惠|10月1日–7日|扫码选购|*活动限指定款式|womans-hat,sunglasses
双11|双11 冬装节|羽绒服 预售立减|11月11日 0点|扫码预订|*预售按批次发货|scarf,shopping-cart
双12|双12 鞋靴专场|短靴 运动鞋 满减|12月12日|扫码选购|*尺码以实物为准|running-shoe,sparkles
年终|年终 大衣季|羊毛大衣 年终特价|12月20日起|扫码选购|*面料成分以吊牌为准|scarf,shopping-bags
日常|秋冬新品 上新|温暖有型 通勤休闲都好搭|新品上市 会员9折|扫码逛店|*颜色以实物为准|scarf,handbag
日常|换季好鞋|轻盈透气 走多久都舒服|买二免一 限时抢|扫码购买|*活动限指定款式|running-shoe,high-heeled-shoe
日常|出游穿搭指南|一周不重样 轻松出片|搭配满299减30|扫码领券|*优惠券数量有限|dress,womans-hat
日常|通勤包 新色上市|轻便大容量 电脑也能装|新品 首周9折|扫码选购|*颜色以实物为准|handbag,briefcase
日常|一件白T 百搭一夏|纯棉透气 三件装|买三件 立减30|扫码选购|*尺码以实物为准|t-shirt,sparkles
日常|首饰 点亮日常|银饰小众设计|满199元 送首饰盒|扫码选购|*首饰材质以证书为准|ring,gem-stone
日常|墨镜 夏日必备|防紫外线 多款可选|到店试戴|扫码逛店|*请勿直视太阳|sunglasses,sparkles
日常|高跟鞋 也能舒服|软底设计 久站不累|新客 立减20元|扫码选购|*尺码以实物为准|high-heeled-shoe,sparkles
日常|衣橱整理 上门服务|收纳师 帮你断舍离|首单 8折|扫码预约|*服务时长以现场为准|dress,sparkles
日常|设计师联名款|限量发售 每款300件|本周六 上午十点|扫码预约|*限量款每人限购一件|crown,dress
日常|帽子 是穿搭的点睛|渔夫帽 贝雷帽 上新|第二件 半价|扫码选购|*颜色以实物为准|womans-hat,sparkles
`,
};
