import { Link } from 'react-router-dom';
import './link-tabs.css';

export interface LinkTab {
  key: string;
  label: string;
  to: string;
}

/** Tabs that are links (each view has its own URL), e.g. one per kind of item on a settings page. */
export function LinkTabs({ label, tabs, current }: { label: string; tabs: readonly LinkTab[]; current: string }) {
  return (
    <nav className="link-tabs" aria-label={label}>
      {tabs.map((t) => (
        <Link key={t.key} to={t.to} replace className="link-tab" aria-current={t.key === current ? 'page' : undefined}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
