import { Link } from 'react-router-dom';
import { EmptyState } from '../ui/empty-state';
import { IconPlus } from '../ui/icons';

/** A desk with a laptop, a phone and a headset waiting for someone, in the theme's colours (assets.css). */
export function DeskIllustration() {
  return (
    <svg className="empty-state-image desk-art" width="208" height="152" viewBox="0 0 208 152" fill="none" aria-hidden="true" focusable="false">
      <ellipse className="desk-ground" cx="104" cy="140" rx="92" ry="8" />
      <rect className="desk-top" x="24" y="98" width="160" height="10" rx="3" />
      <path className="desk-leg" d="M36 108v30M172 108v30" />
      <rect className="desk-screen" x="58" y="44" width="72" height="48" rx="4" />
      <rect className="desk-screen-inner" x="64" y="50" width="60" height="36" rx="2" />
      <path className="desk-screen-line" d="M72 60h30M72 68h44M72 76h22" />
      <path className="desk-base" d="M50 92h88l6 6H44Z" />
      <rect className="desk-phone" x="148" y="70" width="18" height="28" rx="4" />
      <path className="desk-phone-line" d="M154 93h6" />
      <path className="desk-headset" d="M30 96v-6a12 12 0 0 1 24 0v6" />
      <rect className="desk-headset-ear" x="27" y="88" width="7" height="10" rx="2.5" />
      <rect className="desk-headset-ear" x="50" y="88" width="7" height="10" rx="2.5" />
      <circle className="desk-badge" cx="166" cy="36" r="13" />
      <path className="desk-badge-plus" d="M166 29.5v13M159.5 36h13" />
    </svg>
  );
}

/** /assets when the company has no assets at all: a picture, a short text and a call to assign one. */
export function AssetsEmptyState({ canAssign }: { canAssign: boolean }) {
  return (
    <div className="card assets-empty">
      <EmptyState
        image={<DeskIllustration />}
        title="No assets yet"
        text={
          canAssign
            ? 'Assign laptops, phones and other equipment to people to know who holds what, what it cost and its serial number.'
            : 'Assets appear here once someone with edit rights assigns them.'
        }
        action={
          canAssign ? (
            <div className="assets-empty-actions">
              <Link className="btn btn-primary" to="/assets/new">
                <IconPlus size={18} /> Assign asset
              </Link>
              <Link className="btn btn-secondary" to="/assets/assign/bulk">
                Bulk assign
              </Link>
            </div>
          ) : undefined
        }
      />
    </div>
  );
}
