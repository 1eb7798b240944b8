import { createIcon } from '@chakra-ui/react';

// Stroke icons of the material cards, drawn like shared/components/icons.tsx.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const HeartIcon = createIcon({
  displayName: 'HeartIcon',
  path: (
    <path
      d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"
      {...stroke}
      fill="var(--heart-fill, none)"
    />
  ),
});

export const ZoomIcon = createIcon({
  displayName: 'ZoomIcon',
  path: [
    <circle key="c" cx="11" cy="11" r="7" {...stroke} />,
    <path key="p" d="m20 20-3.5-3.5M11 8v6M8 11h6" {...stroke} />,
  ],
});

export const DownloadIcon = createIcon({
  displayName: 'DownloadIcon',
  path: [
    <path key="p" d="M12 4v11m0 0-4-4m4 4 4-4" {...stroke} />,
    <path key="q" d="M4 17v2a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-2" {...stroke} />,
  ],
});

export const ChevronLeftIcon = createIcon({
  displayName: 'ChevronLeftIcon',
  path: <path d="m15 6-6 6 6 6" {...stroke} />,
});

export const ChevronRightIcon = createIcon({
  displayName: 'ChevronRightIcon',
  path: <path d="m9 6 6 6-6 6" {...stroke} />,
});

export const ArrowLeftIcon = createIcon({
  displayName: 'ArrowLeftIcon',
  path: <path d="M19 12H5m0 0 6-6m-6 6 6 6" {...stroke} />,
});
