import { useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useViewer } from '../lib/session-context';
import { useCan } from '../lib/use-can';
import { IconMenu, IconX } from '../ui/icons';
import { ImpersonationBanner } from './impersonation-banner';
import type { NavItem } from '../lib/client-area';
import { UserMenu } from './user-menu';
import { OfflineBanners } from '../offline/offline-banners';
import { SyncStatus } from '../offline/sync-status';
import './app-layout.css';

/** The signed-in frame; its navigation entries come from the areas (routes.tsx). */
export function AppLayout({ nav }: { nav: readonly NavItem[] }) {
  const viewer = useViewer();
  const can = useCan();
  const [navOpen, setNavOpen] = useState(false);
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setNavOpen(false), [location.pathname]);
  // The drawer takes the focus while open and gives it back to the button that opened it.
  useEffect(() => {
    if (!navOpen) return;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setNavOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navOpen]);

  return (
    <div className={`app-shell${navOpen ? ' nav-open' : ''}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside id="app-sidebar" className="app-sidebar" aria-label="Main navigation">
        <div className="app-brand">
          <span className="app-logo" aria-hidden="true">
            W
          </span>
          <span className="app-brand-text">
            <strong>Workplace</strong>
            <span className="muted">{viewer.company.name}</span>
          </span>
          {/* The open drawer covers the header's menu button, so it carries its own close button. */}
          {navOpen && (
            <button ref={closeButton} className="btn btn-ghost btn-icon app-nav-close" aria-label="Close navigation" onClick={() => setNavOpen(false)}>
              <IconX size={22} />
            </button>
          )}
        </div>
        <nav>
          <ul className="app-nav">
            {nav
              .filter((item) => can(item.action))
              .map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    // The page already open changes no path, so the drawer closes here too.
                    onClick={() => setNavOpen(false)}
                    className={({ isActive }) => `app-nav-link${isActive ? ' active' : ''}`}
                  >
                    <Icon size={20} />
                    <span>{label}</span>
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
      </aside>
      <button className="app-scrim" aria-hidden="true" tabIndex={-1} onClick={() => setNavOpen(false)} />
      <div className="app-main-column">
        <ImpersonationBanner />
        <header className="app-header">
          <button
            ref={menuButton}
            className="btn btn-ghost btn-icon app-menu-button"
            aria-label="Open navigation"
            aria-expanded={navOpen}
            aria-controls="app-sidebar"
            onClick={() => setNavOpen(true)}
          >
            <IconMenu size={22} />
          </button>
          <div className="app-header-spacer" />
          <SyncStatus />
          <UserMenu />
        </header>
        {/* Under the header, so the header (and its sync counter) keeps its place at the top, where
            tablets' toasts sit just below it. */}
        <OfflineBanners />
        <main id="main" className="app-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
