// (The reference lets tsconfig.node.json, which type-checks tests, accept the CSS import below.)
import type { ReactNode } from 'react';
import './empty-state.css';

export type EmptyStateProps = {
  title: string;
  text?: ReactNode;
  /** Replaces the default illustration; pass null for none. */
  image?: ReactNode;
  /** A button or link that gets the user going, e.g. 'Add the first car'. */
  action?: ReactNode;
};

export function EmptyState({ title, text, image, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      {image === undefined ? <EmptyIllustration /> : image}
      <h2 className="empty-state-title">{title}</h2>
      {text ? <p className="empty-state-text">{text}</p> : null}
      {action ? <div className="empty-state-action">{action}</div> : null}
    </div>
  );
}

export function EmptyIllustration() {
  return (
    <svg className="empty-state-image" width="136" height="104" viewBox="0 0 136 104" fill="none" aria-hidden="true" focusable="false">
      <ellipse cx="68" cy="94" rx="50" ry="6" fill="#f1f3f6" />
      <rect x="22" y="16" width="80" height="64" rx="10" fill="#ffffff" stroke="#d0d5dd" strokeWidth="2" />
      <rect x="34" y="30" width="32" height="7" rx="3.5" fill="#c7d2fe" />
      <rect x="34" y="45" width="56" height="6" rx="3" fill="#e4e7ec" />
      <rect x="34" y="58" width="44" height="6" rx="3" fill="#e4e7ec" />
      <circle cx="100" cy="30" r="15" fill="#eef2ff" stroke="#6366f1" strokeWidth="3" />
      <path d="M111 41l10 10" stroke="#6366f1" strokeWidth="4" strokeLinecap="round" />
      <path d="M16 14l2 5M10 22l5 1M121 70l4 3M117 78l5 0" stroke="#c7d2fe" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
