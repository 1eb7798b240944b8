import type { Db } from '../db/db.js';
import { maybeOne } from '../db/db.js';
import { MATERIAL_CATEGORIES, RECOMMENDED_TAG_COUNT } from '../materials/materials.constants.js';
import { insertTagClass, rankRecommendedTags } from '../materials/materials.repo.js';

// spec platform-core §2: the 5 hot-topic tiles of /home.
export const HOT_TOPICS = ['5G', '元旦', '圣诞', '传统纹样', '二十四节气'] as const;
// Every demo material is one of these (demo/CREDITS.md); the first type class lists them.
export const MATERIAL_KINDS = ['照片', '插画', '元素'] as const;
// spec platform-core §2: the hot keywords 5G, a cloud-service word, summer, animals, scenery.
export const HOT_KEYWORDS = ['5G', '云服务', '夏天', '动物', '风景'] as const;
const SUB_CLASS_TAGS = 12;
// Tags that name a class or sub class already, or only say how an emoji was drawn.
const STRUCTURAL = new Set<string>([...MATERIAL_CATEGORIES, ...MATERIAL_KINDS, '3D']);

export interface CatalogueMaterial {
  category: string;
  kind: string;
  themes: readonly string[];
  tags: readonly string[];
}

/** The `n` tags most of these materials carry (ties by name), leaving out structural ones. */
function commonTags(materials: readonly CatalogueMaterial[], n: number): string[] {
  const counts = new Map<string, number>();
  for (const m of materials) {
    for (const t of m.tags) if (!STRUCTURAL.has(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'zh'))
    .slice(0, n)
    .map(([tag]) => tag);
}

/**
 * The tag classes (/client/class/get: 素材类型 and 图片分类 are the two type classes the web uses,
 * then 热门专题) and the recommended tags, drawn from the demo materials' own tags. Each part is
 * written only while it is empty, so an administrator's later edits stay.
 */
export async function seedDemoCatalogue(
  db: Db,
  materials: readonly CatalogueMaterial[],
): Promise<void> {
  const subClass = (name: string, of: readonly CatalogueMaterial[], lead: string[] = []) => ({
    name,
    tags: [...new Set([...lead, ...commonTags(of, SUB_CLASS_TAGS)])].slice(0, SUB_CLASS_TAGS),
  });
  await db.tx(async (tx) => {
    if (!(await maybeOne(tx, 'SELECT 1 FROM tag_classes LIMIT 1'))) {
      await insertTagClass(tx, {
        name: '素材类型',
        kind: 'type',
        recommended: true,
        sort: 0,
        subClasses: MATERIAL_KINDS.map((kind) =>
          subClass(
            kind,
            materials.filter((m) => m.kind === kind),
            [kind],
          ),
        ),
      });
      await insertTagClass(tx, {
        name: '图片分类',
        kind: 'type',
        recommended: true,
        sort: 1,
        subClasses: MATERIAL_CATEGORIES.map((category) =>
          subClass(
            category,
            materials.filter((m) => m.category === category),
            [category],
          ),
        ),
      });
      await insertTagClass(tx, {
        name: '热门专题',
        kind: 'theme',
        recommended: true,
        sort: 2,
        subClasses: HOT_TOPICS.map((topic) =>
          subClass(
            topic,
            materials.filter((m) => m.themes.includes(topic)),
          ),
        ),
      });
    }
    if (!(await maybeOne(tx, 'SELECT 1 FROM tags WHERE recommend_rank IS NOT NULL LIMIT 1'))) {
      const names = [
        ...new Set([...HOT_KEYWORDS, ...commonTags(materials, RECOMMENDED_TAG_COUNT)]),
      ];
      await rankRecommendedTags(tx, names.slice(0, RECOMMENDED_TAG_COUNT));
    }
  });
}
