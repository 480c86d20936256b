import { useEffect, useState } from 'react';
import type { IntegrationItem, PayrollTypeItem } from '../../shared/calendar/integration.schema';
import type { MissingDayOffType } from '../../shared/calendar/push.schema';
import { ApiError, apiGet, apiPost } from '../lib/api';
import { SelectInput } from '../ui/field';

/** type_not_found: each type of day off without a payroll type gets one, then the push is sent again. */
export function PushTypesStep({ integration, missing, onLinked }: { integration: IntegrationItem; missing: MissingDayOffType[]; onLinked: () => void }) {
  const [types, setTypes] = useState<PayrollTypeItem[]>(integration.payroll_types);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    apiGet<{ data: PayrollTypeItem[] }>(`/api/integrations/${integration.id}/payrollTypes`).then(
      (r) => setTypes(r.data),
      (e: unknown) => setError(e instanceof ApiError ? e.message : String(e)),
    );
  }, [integration.id]);
  const ready = missing.every((m) => chosen[m.id]);
  const link = async () => {
    setBusy(true);
    setError(null);
    try {
      for (const m of missing)
        await apiPost('/api/integrations/linkDayOffType', { integration_id: integration.id, day_off_type_id: m.id, payroll_day_off_type_id: chosen[m.id] });
      onLinked();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card card-body push-step" aria-labelledby="push-types-title">
      <h2 id="push-types-title">Link the types of day off</h2>
      <p className="muted">The payroll does not know these types of day off yet. Choose the payroll’s type for each; the push is then sent again.</p>
      {error && (
        <div className="calendar-box calendar-box-danger" role="alert">
          {error}
        </div>
      )}
      <div className="form-grid">
        {missing.map((m) => (
          <SelectInput
            key={m.id}
            label={`${m.name} (${m.alias})`}
            required
            placeholder="Choose the payroll’s type"
            value={chosen[m.id] ?? ''}
            onChange={(e) => setChosen((c) => ({ ...c, [m.id]: e.target.value }))}
            options={types.map((t) => ({ value: t.id, label: `${t.name} (${t.code})` }))}
          />
        ))}
      </div>
      <div className="push-footer">
        <button type="button" className="btn btn-primary" disabled={!ready || busy} onClick={() => void link()}>
          {busy ? 'Linking…' : 'Link and push again'}
        </button>
      </div>
    </section>
  );
}
