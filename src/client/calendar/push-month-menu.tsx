import { useState } from 'react';
import { Link } from 'react-router-dom';
import { monthName, pushMonthOptions, suggestedPushMonth } from '../../shared/calendar/push-month';
import { useMirrorTable } from '../offline/use-mirror-table';
import { IconChevronDown } from '../ui/icons';
import '../ui/field.css';

/** The month picker of the push: months from 2 back to 1 ahead, the suggested one chosen (last month until the 20th). */
export function PushMonthMenu() {
  const integrations = useMirrorTable('payroll_integrations');
  const today = new Date();
  const suggested = suggestedPushMonth(today);
  const [month, setMonth] = useState(`${suggested.year}-${suggested.month}`);
  const [chosen, setChosen] = useState('');
  const integration = chosen || integrations?.[0]?.id || '';
  const [year, m] = month.split('-');
  if (!integrations?.length) return null;
  return (
    <div className="push-month-menu" role="group" aria-label="Push days off to payroll">
      <div className="select-wrap">
        <select className="input select" aria-label="Month to push" value={month} onChange={(e) => setMonth(e.target.value)}>
          {pushMonthOptions(today).map((o) => (
            <option key={`${o.year}-${o.month}`} value={`${o.year}-${o.month}`}>
              {monthName(o)}
            </option>
          ))}
        </select>
        <IconChevronDown size={18} className="select-chevron" />
      </div>
      {integrations.length > 1 && (
        <div className="select-wrap">
          <select className="input select" aria-label="Integration" value={integration} onChange={(e) => setChosen(e.target.value)}>
            {integrations.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </select>
          <IconChevronDown size={18} className="select-chevron" />
        </div>
      )}
      <Link className="btn btn-primary" to={`/calendar/push/${year}/${m}/${integration}`}>
        Push to payroll
      </Link>
    </div>
  );
}
