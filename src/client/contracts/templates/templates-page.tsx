import { Link } from 'react-router-dom';
import { BackLink } from '../../ui/back-link';
import { contractsMessages as m } from '../../../shared/contracts/contracts.messages';
import { CONTRACT_TEMPLATE_TYPES, TEMPLATE_TYPE_LABELS } from '../../../shared/contracts/contracts.schema';
import { useCan } from '../../lib/use-can';
import { EmptyState } from '../../ui/empty-state';
import { IconFileText, IconPlus, IconSignature } from '../../ui/icons';
import { PendingBadge } from '../../ui/pending-badge';
import { useTemplates, type TemplateRow } from '../data/use-templates';
import { ReassignCard } from './reassign-card';
import '../../ui/page.css';
import '../contracts.css';

/** /settings/contracts/templates: the company's templates by type, from the mirror (readable offline). */
export function TemplatesPage() {
  const can = useCan();
  const templates = useTemplates();
  if (templates === undefined) return <div className="page-loading" aria-busy="true" aria-label="Loading" />;
  const canAdd = can('contracts.templates');
  return (
    <>
      <BackLink to="/settings" label="Settings" />
      <div className="page-header">
        <div>
          <h1>Contract templates</h1>
          <p className="muted">Texts with placeholders that become contracts and vehicle and asset policies.</p>
        </div>
        {canAdd && (
          <div className="page-header-actions">
            <Link className="btn btn-primary" to="/settings/contracts/templates/new">
              <IconPlus size={18} /> New template
            </Link>
          </div>
        )}
      </div>
      {templates.length === 0 ? (
        <EmptyState title={m.noTemplatesYet} text="Start from a blank page, a Word file or the partners’ library." />
      ) : (
        CONTRACT_TEMPLATE_TYPES.map((type) => <TypeSection key={type} type={type} templates={templates.filter((t) => t.type === type)} canAdd={canAdd} />)
      )}
      {can('contracts.admin') && <ReassignCard />}
    </>
  );
}

function TypeSection({ type, templates, canAdd }: { type: (typeof CONTRACT_TEMPLATE_TYPES)[number]; templates: TemplateRow[]; canAdd: boolean }) {
  const headingId = `templates-${type}`;
  return (
    <section className="card template-section" aria-labelledby={headingId}>
      <div className="card-title-row">
        <h2 id={headingId}>{TEMPLATE_TYPE_LABELS[type]}</h2>
        {canAdd && (
          <Link className="btn btn-secondary" to={`/settings/contracts/templates/new?type=${type}`}>
            <IconPlus size={16} /> Add
          </Link>
        )}
      </div>
      {templates.length === 0 ? (
        <p className="muted card-body">No {TEMPLATE_TYPE_LABELS[type].toLowerCase()} template yet.</p>
      ) : (
        <ul className="template-list">
          {templates.map((t) => (
            <li key={t.id}>
              <Link to={`/settings/contracts/templates/${t.id}`} className="template-row">
                <IconFileText size={20} />
                <span className="template-row-name">
                  <strong>{t.name}</strong>
                  <span className="muted">{[t.category, ...t.tags.map((tag) => `#${tag}`)].filter(Boolean).join(' · ')}</span>
                </span>
                {t.internal_signature_required === 1 && (
                  <span className="badge" title="Signed for the company too">
                    <IconSignature size={14} /> Company signs
                  </span>
                )}
                <PendingBadge row={t} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
