// (The reference lets tsconfig.node.json, which type-checks tests, accept the CSS import below.)
import { useState } from 'react';
import './avatar.css';

export type AvatarSize = 'sm' | 'md' | 'lg';

export type AvatarProps = {
  name: string;
  /** A photo; initials show while it is missing or fails to load. */
  src?: string | null;
  size?: AvatarSize;
  /** Set when the name is printed right beside the avatar, so screen readers do not say it twice. */
  decorative?: boolean;
  className?: string;
};

// Pairs of soft background and readable text colour (contrast ≥ 4.5:1).
const PALETTE: ReadonlyArray<readonly [string, string]> = [
  ['#eef2ff', '#3730a3'],
  ['#ecfdf3', '#067647'],
  ['#fef3f2', '#b42318'],
  ['#fffaeb', '#93370d'],
  ['#f0f9ff', '#026aa2'],
  ['#fdf2fa', '#c11574'],
  ['#f4f3ff', '#5925dc'],
  ['#f0fdf9', '#107569'],
];

/** 'Anna Maria Schmidt' -> 'AS'; '' -> '?'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // Array.from splits by code point, so a name starting with an accented or astral letter stays whole.
  return ((Array.from(first)[0] ?? '') + (last ? (Array.from(last)[0] ?? '') : '')).toUpperCase();
}

/** The same name always gets the same colour, on every device. */
export function avatarColors(name: string): readonly [string, string] {
  let hash = 0;
  for (const ch of name.trim().toLowerCase()) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? ['#f1f3f6', '#344054'];
}

export function Avatar({ name, src, size = 'md', decorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = ['avatar', `avatar-${size}`, className ?? ''].filter(Boolean).join(' ');
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };

  if (src && src !== failedSrc) {
    return (
      <span className={classes} {...a11y}>
        <img src={src} alt="" onError={() => setFailedSrc(src)} />
      </span>
    );
  }
  const [background, color] = avatarColors(name);
  return (
    <span className={classes} style={{ background, color }} title={decorative ? undefined : name} {...a11y}>
      {initials(name)}
    </span>
  );
}
