import type { ReactNode } from 'react';

export type IconProps = { size?: number; className?: string; strokeWidth?: number };

// Icons are decoration: the button or link around them carries the accessible name.
export function icon(displayName: string, body: ReactNode) {
  function Icon({ size = 20, className, strokeWidth = 2 }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className ? `icon ${className}` : 'icon'}
      >
        {body}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const IconCar = icon(
  'IconCar',
  <>
    <path d="M5 17H3.5a.5.5 0 0 1-.5-.5V12l2.4-5.2A1.5 1.5 0 0 1 6.8 6h10.4a1.5 1.5 0 0 1 1.4.8L21 12v4.5a.5.5 0 0 1-.5.5H19" />
    <path d="M9 17h6M3 12h18" />
    <circle cx="7" cy="17" r="2" />
    <circle cx="17" cy="17" r="2" />
  </>,
);

export const IconBox = icon(
  'IconBox',
  <>
    <path d="M21 8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73l7 4a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16Z" />
    <path d="m3.3 7 8.7 5 8.7-5M12 22V12" />
  </>,
);

export const IconGraduationCap = icon(
  'IconGraduationCap',
  <>
    <path d="M22 10 12 5 2 10l10 5 10-5Z" />
    <path d="M6 12v5c3 3 9 3 12 0v-5M22 10v6" />
  </>,
);

export const IconAppWindow = icon(
  'IconAppWindow',
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="M2 9h20M6 6.5h.01M9 6.5h.01" />
  </>,
);

export const IconUsers = icon(
  'IconUsers',
  <>
    <circle cx="9" cy="7" r="4" />
    <path d="M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2M16 3.13a4 4 0 0 1 0 7.75M21 21v-2a4 4 0 0 0-3-3.85" />
  </>,
);

export const IconSettings = icon(
  'IconSettings',
  <>
    <path d="M10.29 4.59 10.61 2.1h2.78l.32 2.49a7.6 7.6 0 0 1 2.32.96l1.99-1.54 1.97 1.97-1.54 1.99a7.6 7.6 0 0 1 .96 2.32l2.49.32v2.78l-2.49.32a7.6 7.6 0 0 1-.96 2.32l1.54 1.99-1.97 1.97-1.99-1.54a7.6 7.6 0 0 1-2.32.96l-.32 2.49h-2.78l-.32-2.49a7.6 7.6 0 0 1-2.32-.96l-1.99 1.54-1.97-1.97 1.54-1.99a7.6 7.6 0 0 1-.96-2.32L2.1 13.39v-2.78l2.49-.32a7.6 7.6 0 0 1 .96-2.32L4.01 5.98l1.97-1.97 1.99 1.54a7.6 7.6 0 0 1 2.32-.96Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const IconSearch = icon(
  'IconSearch',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3" />
  </>,
);

/** Uploading a file, and importing one (the documents pages, /software's Import). */
export const IconUpload = icon('IconUpload', <path d="M12 15V3m-5 5 5-5 5 5M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />);
export const IconChevronLeft = icon('IconChevronLeft', <path d="m15 18-6-6 6-6" />);
export const IconChevronRight = icon('IconChevronRight', <path d="m9 18 6-6-6-6" />);
export const IconChevronDown = icon('IconChevronDown', <path d="m6 9 6 6 6-6" />);
export const IconArrowUp = icon('IconArrowUp', <path d="M12 19V5M5 12l7-7 7 7" />);
export const IconArrowDown = icon('IconArrowDown', <path d="M12 5v14M19 12l-7 7-7-7" />);
export const IconArrowUpDown = icon('IconArrowUpDown', <path d="m7 15 5 5 5-5M7 9l5-5 5 5" />);

export const IconColumns = icon(
  'IconColumns',
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M9 3v18M15 3v18" />
  </>,
);

export const IconLogout = icon('IconLogout', <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);

export const IconPlus = icon('IconPlus', <path d="M12 5v14M5 12h14" />);
export const IconCheck = icon('IconCheck', <path d="M20 6 9 17l-5-5" />);
export const IconX = icon('IconX', <path d="M18 6 6 18M6 6l12 12" />);

export const IconAlert = icon('IconAlert', <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0ZM12 9v4M12 17h.01" />);

export const IconInfo = icon(
  'IconInfo',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);

export const IconWifiOff = icon(
  'IconWifiOff',
  <path d="M12 20h.01M8.5 16.43a5 5 0 0 1 7 0M5 12.86a10 10 0 0 1 5.17-2.69M19 12.86a10 10 0 0 0-2.01-1.49M2 8.82a15 15 0 0 1 4.18-2.65M22 8.82a15 15 0 0 0-11.29-3.76M2 2l20 20" />,
);

export const IconCloud = icon('IconCloud', <path d="M17.5 19H9a7 7 0 1 1 6.71-9h1.79a4.5 4.5 0 1 1 0 9Z" />);
export const IconMenu = icon('IconMenu', <path d="M4 6h16M4 12h16M4 18h16" />);

export const IconCalendar = icon(
  'IconCalendar',
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);

// Vehicle types (fleet): the car is IconCar above.
export const IconMotorbike = icon(
  'IconMotorbike',
  <>
    <circle cx="5" cy="16" r="3" />
    <circle cx="19" cy="16" r="3" />
    <path d="M7.5 14h4l3-5h-4M14.5 9l2-3h2M16.5 6l2.5 10M5 16l3.5-5H12" />
  </>,
);

export const IconBicycle = icon(
  'IconBicycle',
  <>
    <circle cx="5.5" cy="17.5" r="3.5" />
    <circle cx="18.5" cy="17.5" r="3.5" />
    <path d="M15 6a1 1 0 1 0 0-2 1 1 0 0 0 0 2ZM12 17.5V14l-3-3 4-3 2 3h2" />
  </>,
);

export const IconPencil = icon('IconPencil', <path d="M17 3a2.85 2.85 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5ZM15 5l4 4" />);

export const IconArchive = icon(
  'IconArchive',
  <>
    <rect x="2" y="3" width="20" height="5" rx="1" />
    <path d="M4 8v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8M10 12h4" />
  </>,
);

export const IconRestore = icon('IconRestore', <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8M3 3v5h5" />);

export const IconTrash = icon('IconTrash', <path d="M3 6h18M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M10 11v6M14 11v6" />);

export const IconEyeOff = icon(
  'IconEyeOff',
  <>
    <path d="M9.9 4.24A9.1 9.1 0 0 1 12 4c7 0 10 8 10 8a13.2 13.2 0 0 1-1.67 2.68M6.61 6.61A13.5 13.5 0 0 0 2 12s3 8 10 8a9.7 9.7 0 0 0 5.39-1.61" />
    <path d="M9.88 9.88a3 3 0 1 0 4.24 4.24M2 2l20 20" />
  </>,
);

export const IconFileText = icon(
  'IconFileText',
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z" />
    <path d="M14 2v6h6M16 13H8M16 17H8M10 9H8" />
  </>,
);

export const IconSignature = icon('IconSignature', <path d="M3 17c3-3 4-9 6-9s-1 8 2 8 3-4 5-4 1 3 3 3M3 21h18" />);

export const IconDownload = icon('IconDownload', <path d="M12 3v12m-5-5 5 5 5-5M4 21h16" />);

export const IconSend = icon('IconSend', <path d="m22 2-7 20-4-9-9-4Zm0 0L11 13" />);
