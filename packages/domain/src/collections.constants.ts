// What a favourite is of (platform-core §7: collectType 0 title, 1 material, 2 template; 3 copy
// card from the second document).
export const COLLECT_TYPE = { title: 0, material: 1, template: 2, copyCard: 3 } as const;
export type CollectKind = keyof typeof COLLECT_TYPE;
export type CollectType = (typeof COLLECT_TYPE)[CollectKind];
