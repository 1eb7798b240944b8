// spec create-and-write §9: copy classes 111 classic, 112 original (and 137 / 143 on the smart
// creation pages), copy library 20 a page, collected cards 10 a page, line counts 1 to 3.
export const COPY_CLASSIC = 111;
export const COPY_ORIGINAL = 112;
/** 137 asks for the original copy's classes; 143 for every class. */
export const COPY_CLASS_ALIASES: Record<number, readonly number[]> = {
  [COPY_CLASSIC]: [COPY_CLASSIC],
  [COPY_ORIGINAL]: [COPY_ORIGINAL],
  137: [COPY_ORIGINAL],
  143: [COPY_CLASSIC, COPY_ORIGINAL],
};
export const BELONG_TO = { classic_copy: COPY_CLASSIC, original_copy: COPY_ORIGINAL } as const;
export type BelongTo = keyof typeof BELONG_TO;

export const COPY_PAGE_SIZE_DEFAULT = 20;
export const COPY_PAGE_SIZE_MAX = 100;
export const SUGGESTED_TITLES_DEFAULT = 6;
export const SUGGESTED_TITLES_MAX = 30;
