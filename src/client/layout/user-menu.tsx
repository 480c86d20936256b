import { useEffect, useRef, useState } from 'react';
import { useViewer } from '../lib/session-context';
import { useCan } from '../lib/use-can';
import { Avatar } from '../ui/avatar';
import { IconChevronDown, IconLogout, IconUsers } from '../ui/icons';
import { ImpersonateDialog } from './impersonate-dialog';
import { SignOutDialog } from './sign-out-dialog';

const ROLE_LABEL = { default: 'Full access', team_only: 'Team manager', read_only: 'Read only' } as const;

export function UserMenu() {
  const viewer = useViewer();
  const can = useCan();
  const [open, setOpen] = useState(false);
  const [impersonating, setImpersonating] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const label = viewer.admin ? 'Admin' : ROLE_LABEL[viewer.role];
  return (
    <div className="user-menu" ref={ref}>
      <button className="btn btn-ghost user-menu-button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <Avatar name={viewer.user.name} size="sm" />
        <span className="user-menu-name">
          <strong>{viewer.user.name}</strong>
          <span className="muted">
            {label}
            {viewer.group_access === 'light' ? ' · light access' : ''}
          </span>
        </span>
        <IconChevronDown size={16} />
      </button>
      {open && (
        <div className="user-menu-panel card" role="menu">
          <div className="user-menu-email muted">{viewer.user.email}</div>
          {can('user.impersonate') && (
            <button
              role="menuitem"
              className="user-menu-item"
              onClick={() => {
                setOpen(false);
                setImpersonating(true);
              }}
            >
              <IconUsers size={18} /> Act as another user
            </button>
          )}
          <button
            role="menuitem"
            className="user-menu-item"
            onClick={() => {
              setOpen(false);
              setSigningOut(true);
            }}
          >
            <IconLogout size={18} /> Sign out
          </button>
        </div>
      )}
      <ImpersonateDialog open={impersonating} onClose={() => setImpersonating(false)} />
      <SignOutDialog open={signingOut} onClose={() => setSigningOut(false)} />
    </div>
  );
}
