import type { ComponentType } from 'react';
import type { AssetPicture } from '../../shared/assets/assets.schema';
import { icon, type IconProps } from './icons';
import './asset-picture.css';

// One line drawing per ASSET_PICTURES value, in the style of ui/icons.tsx (24×24, stroked with the
// text colour), so a type's picture reads at list size and as a large tile alike.

const IconLaptop = icon(
  'IconLaptop',
  <>
    <rect x="4" y="4" width="16" height="11" rx="1.5" />
    <path d="M2 19h20l-1.5-4h-17Z" />
  </>,
);
const IconPhone = icon(
  'IconPhone',
  <>
    <rect x="6.5" y="2" width="11" height="20" rx="2.5" />
    <path d="M11 18.5h2" />
  </>,
);
const IconMonitor = icon(
  'IconMonitor',
  <>
    <rect x="2" y="3" width="20" height="13" rx="2" />
    <path d="M12 16v4M8 21h8" />
  </>,
);
const IconTablet = icon(
  'IconTablet',
  <>
    <rect x="4" y="2" width="16" height="20" rx="2.5" />
    <path d="M11 18.5h2" />
  </>,
);
const IconHeadset = icon(
  'IconHeadset',
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
    <path d="M19 20a3 3 0 0 1-3 2h-3" />
  </>,
);
const IconKeyboard = icon(
  'IconKeyboard',
  <>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M6 14h.01M18 14h.01M9 14h6" />
  </>,
);
const IconMouse = icon(
  'IconMouse',
  <>
    <rect x="6" y="3" width="12" height="18" rx="6" />
    <path d="M12 7v4" />
  </>,
);
const IconChair = icon(
  'IconChair',
  <>
    <path d="M7 12V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v7" />
    <path d="M5 12h14v3H5ZM12 15v4M7 21l5-2 5 2" />
  </>,
);
const IconBadge = icon(
  'IconBadge',
  <>
    <rect x="4" y="5" width="16" height="16" rx="2" />
    <path d="M9 2h6v4H9Z" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M8 18a4 4 0 0 1 8 0" />
  </>,
);
const IconPrinter = icon(
  'IconPrinter',
  <>
    <path d="M6 9V3h12v6" />
    <rect x="2" y="9" width="20" height="8" rx="2" />
    <path d="M6 14h12v7H6Z" />
  </>,
);
const IconCamera = icon(
  'IconCamera',
  <>
    <path d="M3 8a2 2 0 0 1 2-2h2.5l1.5-2h6l1.5 2H19a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);
const IconPackage = icon(
  'IconPackage',
  <>
    <path d="M21 8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73l7 4a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16Z" />
    <path d="m3.3 7 8.7 5 8.7-5M12 22V12" />
  </>,
);

/** The drawing of each picture value. */
export const ASSET_PICTURE_ICONS: Record<AssetPicture, ComponentType<IconProps>> = {
  laptop: IconLaptop,
  phone: IconPhone,
  monitor: IconMonitor,
  tablet: IconTablet,
  headset: IconHeadset,
  keyboard: IconKeyboard,
  mouse: IconMouse,
  chair: IconChair,
  badge: IconBadge,
  printer: IconPrinter,
  camera: IconCamera,
  other: IconPackage,
};

/** What each picture is called where a name must be read (tiles, screen readers). */
export const ASSET_PICTURE_LABELS: Record<AssetPicture, string> = {
  laptop: 'Laptop',
  phone: 'Phone',
  monitor: 'Monitor',
  tablet: 'Tablet',
  headset: 'Headset',
  keyboard: 'Keyboard',
  mouse: 'Mouse',
  chair: 'Chair',
  badge: 'Badge',
  printer: 'Printer',
  camera: 'Camera',
  other: 'Other',
};

/** An asset type's picture in a soft square (decoration: the type's name is printed beside it). */
export function AssetPictureIcon({ picture, size = 18 }: { picture: AssetPicture; size?: number }) {
  const Icon = ASSET_PICTURE_ICONS[picture] ?? IconPackage;
  return (
    <span className="asset-picture" data-picture={picture} style={{ width: size + 14, height: size + 14 }}>
      <Icon size={size} />
    </span>
  );
}
