import type { ReactNode } from 'react';
import { isImageType, mimeEssence } from '../../shared/documents/content-types';

// The files area's own icons, drawn like the ui kit's (24-grid strokes, decoration only).

function Svg({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const page = <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z M14 3v5h5" />;

export const IconFile = ({ size }: { size?: number }) => (
  <Svg size={size}>
    {page}
    <path d="M9 13h6M9 17h4" />
  </Svg>
);
export const IconImage = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </Svg>
);
export const IconTable = ({ size }: { size?: number }) => (
  <Svg size={size}>
    {page}
    <path d="M8 12h8v6H8zM8 15h8M12 12v6" />
  </Svg>
);
export const IconDownload = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M12 3v12m-5-5 5 5 5-5M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
  </Svg>
);
export const IconTrash = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-13M9 7V4h6v3" />
  </Svg>
);

/** The icon of a kind of file. */
export function FileKindIcon({ contentType, size }: { contentType: string; size?: number }) {
  const t = mimeEssence(contentType);
  if (isImageType(t) || t.startsWith('image/')) return <IconImage size={size} />;
  if (t.includes('sheet') || t === 'text/csv' || t === 'application/vnd.ms-excel') return <IconTable size={size} />;
  return <IconFile size={size} />;
}
