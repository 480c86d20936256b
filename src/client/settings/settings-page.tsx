import { Link } from 'react-router-dom';
import type { SettingsCard } from '../lib/client-area';
import { useCan } from '../lib/use-can';
import { IconBox, IconColumns, IconSettings } from '../ui/icons';
import './settings.css';

// The shared parts' settings; an area adds its own cards (ClientArea.settings).
const CARDS: SettingsCard[] = [
  {
    to: '/settings/customFields',
    title: 'Custom fields',
    text: 'Your own fields on vehicles, people and other items: text, numbers, money, dates and lists.',
    icon: IconSettings,
    action: 'customFields.define',
  },
  {
    to: '/settings/assetTypes/add',
    title: 'Asset types',
    text: 'The kinds of equipment you assign, such as laptops, phones and badges, each with a picture.',
    icon: IconBox,
    action: 'assetTypes.add',
  },
  { to: '/settings/segments', title: 'Segments', text: 'Saved filters that lists offer beside All and Archived.', icon: IconColumns, action: 'segments.edit' },
];

/** /settings: what this user may set up for the company. */
export function SettingsPage({ areaCards }: { areaCards: readonly SettingsCard[] }) {
  const can = useCan();
  const cards = [...CARDS, ...areaCards].filter((c) => can(c.action));
  return (
    <>
      <div className="page-header">
        <div>
          <h1>Settings</h1>
          <p className="muted">How the product works for your company.</p>
        </div>
      </div>
      {cards.length === 0 ? (
        <p className="muted">There are no settings you may change. An administrator can change them for you.</p>
      ) : (
        <ul className="settings-grid">
          {cards.map(({ to, title, text, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="card settings-card">
                <span className="settings-card-icon">
                  <Icon size={24} />
                </span>
                <span className="settings-card-body">
                  <strong>{title}</strong>
                  <span className="muted">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
