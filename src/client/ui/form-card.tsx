import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './form-card.css';

/** One section of a long form (wrapped in `.form-cards`) as a card with its heading. */
export function FormCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card form-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export interface FormActionBarProps {
  /** The line before the buttons: what is not saved yet, or why Save is disabled. */
  status: string;
  cancelTo: string;
  disabled: boolean;
  saveLabel?: string;
}

/** Cancel (a link back) and the form's submit, at the end of a short form. */
export function FormActions({ cancelTo, disabled, saveLabel = 'Save' }: Omit<FormActionBarProps, 'status'>) {
  return (
    <div className="form-actions">
      <Link className="btn btn-secondary" to={cancelTo}>
        Cancel
      </Link>
      <button className="btn btn-primary" type="submit" disabled={disabled}>
        {saveLabel}
      </button>
    </div>
  );
}

/** The floating Save bar at the end of a long form: Save stays in reach on a tablet. */
export function FormActionBar({ status, cancelTo, disabled, saveLabel = 'Save' }: FormActionBarProps) {
  return (
    <div className="form-action-bar">
      <span className="muted" aria-live="polite">
        {status}
      </span>
      <Link className="btn btn-secondary" to={cancelTo}>
        Cancel
      </Link>
      <button className="btn btn-primary" type="submit" disabled={disabled}>
        {saveLabel}
      </button>
    </div>
  );
}
