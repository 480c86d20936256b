import { Link } from 'react-router-dom';
import { IconChevronLeft } from './icons';

/** The link above a page's title back to where it belongs ('‹ Settings'). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="back-link">
      <IconChevronLeft size={18} /> {label}
    </Link>
  );
}
