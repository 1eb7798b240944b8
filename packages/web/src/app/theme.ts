import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

// CJK-first font stack: Debian/desktop Noto CJK, then the common Windows/macOS Chinese fonts (also
// index.html's header frame, painted before the app's code has run).
export const FONT_STACK =
  "'PingFang SC', 'Noto Sans CJK SC', 'Noto Sans SC', 'Microsoft YaHei', 'Hiragino Sans GB', system-ui, sans-serif";

// Chakra's colour palettes that the app never names: each is 11 tokens and 8 semantic ones that
// the system builds, and turns into CSS variables, on the main thread before the first render. A
// palette named in a source file must not be here (theme.test.ts reads the sources).
export const UNUSED_PALETTES: readonly string[] = ['teal', 'cyan', 'purple', 'pink'];

const withoutUnused = <T extends object>(group: T | undefined): T =>
  Object.fromEntries(
    Object.entries(group ?? {}).filter(([name]) => !UNUSED_PALETTES.includes(name)),
  ) as T;

// Chakra's default theme carries the recipes of all its ~70 components (≈ 30 KB gzip and their
// set-up on the main thread before the first paint). The app ships only the recipes of the
// components it renders: one that is left out renders unstyled, so a component newly imported
// from @chakra-ui/react needs its recipe here (the key is in its createRecipeContext call).
const components = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnused(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnused(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

const brand = defineConfig({
  globalCss: {
    'html, body': { margin: 0, bg: 'gray.50', color: 'gray.800' },
    // The scrollbar's room is kept from the start: a page whose results arrive and overflow the
    // window would otherwise shift everything sideways (Lighthouse CLS 0.2 on /searchLists).
    html: { scrollbarGutter: 'stable' },
  },
  theme: {
    tokens: {
      fonts: { heading: { value: FONT_STACK }, body: { value: FONT_STACK } },
      colors: {
        brand: {
          50: { value: '#eff6ff' },
          100: { value: '#dbeafe' },
          500: { value: '#3b82f6' },
          600: { value: '#2563eb' },
          700: { value: '#1d4ed8' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.500}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

// One merge: createSystem merges its configs itself, and each merge deep-copies the whole theme.
export const system = createSystem(defaultBaseConfig, components, brand);
