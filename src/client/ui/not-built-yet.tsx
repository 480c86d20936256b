// (The reference lets tsconfig.node.json, which type-checks tests, accept the CSS import below.)
import { useId } from 'react';
import './not-built-yet.css';

export type NotBuiltYetProps = {
  /** The area's name as the navigation shows it, e.g. 'Fleet'. */
  area: string;
};

/** An honest placeholder page: says the area is missing instead of showing invented data. */
export function NotBuiltYet({ area }: NotBuiltYetProps) {
  const titleId = useId();
  return (
    <section className="not-built-yet" aria-labelledby={titleId}>
      <header className="page-header">
        <h1 id={titleId}>{area}</h1>
      </header>
      <div className="card not-built-yet-card">
        <BuildingIllustration />
        <h2 className="not-built-yet-heading">This part of the product is not built yet</h2>
        <p className="not-built-yet-text">
          The {area} area has not been built yet, so there is nothing to show or do here. This page shows no sample data: once the area is built, your own
          records will appear here.
        </p>
      </div>
    </section>
  );
}

function BuildingIllustration() {
  return (
    <svg width="176" height="128" viewBox="0 0 176 128" fill="none" aria-hidden="true" focusable="false">
      <ellipse cx="88" cy="116" rx="70" ry="7" fill="#f1f3f6" />
      <rect x="18" y="14" width="112" height="84" rx="10" fill="#ffffff" stroke="#d0d5dd" strokeWidth="2" strokeDasharray="6 6" />
      <rect x="32" y="30" width="40" height="8" rx="4" fill="#c7d2fe" />
      <rect x="32" y="48" width="72" height="6" rx="3" fill="#e4e7ec" />
      <rect x="32" y="61" width="56" height="6" rx="3" fill="#e4e7ec" />
      <rect x="32" y="74" width="64" height="6" rx="3" fill="#e4e7ec" />
      <path d="M132 108 140 62h8l8 46Z" fill="#fb923c" />
      <path d="M138.3 72h11.4l1.2 7h-13.8ZM135.9 86h16.2l1.2 7h-18.6Z" fill="#ffffff" />
      <rect x="124" y="106" width="40" height="6" rx="2" fill="#475467" />
      <path d="M150 20l3 6M160 28l-6 2M146 12l0 5" stroke="#c7d2fe" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
