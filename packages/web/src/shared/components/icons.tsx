import { createIcon } from '@chakra-ui/react';

// A handful of stroke icons drawn here rather than pulling an icon library into the initial bundle.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const SearchIcon = createIcon({
  displayName: 'SearchIcon',
  path: [
    <circle key="c" cx="11" cy="11" r="7" {...stroke} />,
    <path key="p" d="m20 20-3.5-3.5" {...stroke} />,
  ],
});

export const BellIcon = createIcon({
  displayName: 'BellIcon',
  path: [
    <path key="b" d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" {...stroke} />,
    <path key="c" d="M10.3 21a1.94 1.94 0 0 0 3.4 0" {...stroke} />,
  ],
});

export const EditIcon = createIcon({
  displayName: 'EditIcon',
  path: [
    <path key="p" d="M12 20h9" {...stroke} />,
    <path key="q" d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" {...stroke} />,
  ],
});

export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  path: <path d="M4 6h16M4 12h16M4 18h16" {...stroke} />,
});

// Filled where --star-fill is set (e.g. currentColor): the collect star of the headline tables.
export const StarIcon = createIcon({
  displayName: 'StarIcon',
  path: (
    <path
      d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9Z"
      {...stroke}
      fill="var(--star-fill, none)"
    />
  ),
});

export const UploadIcon = createIcon({
  displayName: 'UploadIcon',
  path: [
    <path key="p" d="M12 16V4m0 0-4 4m4-4 4 4" {...stroke} />,
    <path key="q" d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" {...stroke} />,
  ],
});

export const HeadsetIcon = createIcon({
  displayName: 'HeadsetIcon',
  path: [
    <path key="p" d="M4 14v-2a8 8 0 0 1 16 0v2" {...stroke} />,
    <path key="q" d="M4 14h3v6H5a1 1 0 0 1-1-1Zm16 0h-3v6h2a1 1 0 0 0 1-1Z" {...stroke} />,
  ],
});

export const ChevronDownIcon = createIcon({
  displayName: 'ChevronDownIcon',
  path: <path d="m6 9 6 6 6-6" {...stroke} />,
});

export const LogoMark = createIcon({
  displayName: 'LogoMark',
  viewBox: '0 0 32 32',
  path: [
    <rect key="r" width="32" height="32" rx="7" fill="currentColor" />,
    <path key="p" d="M9 22 16 8l7 14h-4l-3-6.5L13 22z" fill="#fff" />,
  ],
});

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
