import { useEffect, useState } from 'react';
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
  useEffect(() => setNavOpen(false), [location.pathname]);

  return (
    <div className={`app-shell${navOpen ? ' nav-open' : ''}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="app-sidebar" aria-label="Main navigation">
        <div className="app-brand">
          <span className="app-logo" aria-hidden="true">
            W
          </span>
          <span className="app-brand-text">
            <strong>Workplace</strong>
            <span className="muted">{viewer.company.name}</span>
          </span>
        </div>
        <nav>
          <ul className="app-nav">
            {nav
              .filter((item) => can(item.action))
              .map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink to={to} className={({ isActive }) => `app-nav-link${isActive ? ' active' : ''}`}>
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
            className="btn btn-ghost btn-icon app-menu-button"
            aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
            aria-expanded={navOpen}
            onClick={() => setNavOpen((o) => !o)}
          >
            {navOpen ? <IconX size={22} /> : <IconMenu size={22} />}
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
