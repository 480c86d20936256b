import { TEMPLATE_TYPE_LABELS } from '../../../shared/contracts/contracts.schema';
import type { TemplateRow } from '../data/use-templates';

/** The templates to pick from, as radio cards with their category and whether the company signs too. */
export function TemplateChoice({ templates, value, onChange }: { templates: readonly TemplateRow[]; value: string | null; onChange: (id: string) => void }) {
  return (
    <fieldset className="template-choice">
      <legend className="field-label">Template</legend>
      {templates.map((t) => (
        <label key={t.id} className={`library-row${value === t.id ? ' is-picked' : ''}`}>
          <input type="radio" name="template" value={t.id} checked={value === t.id} onChange={() => onChange(t.id)} />
          <span>
            <strong>{t.name}</strong>
            <span className="muted">
              {[t.category ?? TEMPLATE_TYPE_LABELS[t.type], t.internal_signature_required ? 'the company signs too' : null].filter(Boolean).join(' · ')}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
