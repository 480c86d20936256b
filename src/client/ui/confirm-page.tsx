import type { ReactNode } from 'react';
import { BackLink } from './back-link';
import './confirm-page.css';

export interface ConfirmPageProps {
  /** The heading and the card's name, e.g. 'Archive asset'. */
  title: string;
  /** The object's page, where the back link and Cancel go. */
  backTo: string;
  backLabel: string;
  /** What is changed, as a tile, a name and a line under it (type, plate, person ...). */
  tile: ReactNode;
  name: ReactNode;
  meta: ReactNode;
  className?: string;
  /** The explanation and the form with its buttons. */
  children: ReactNode;
}

/** The frame of the confirmation pages (/fleet/{id}/delete, /fleet/{id}/undelete, /assets/{id}/delete). */
export function ConfirmPage({ title, backTo, backLabel, tile, name, meta, className, children }: ConfirmPageProps) {
  return (
    <>
      <BackLink to={backTo} label={backLabel} />
      <div className="page-header">
        <h1>{title}</h1>
      </div>
      <section className={className ? `card confirm-card ${className}` : 'card confirm-card'} aria-label={title}>
        <div className="confirm-item">
          {tile}
          <div>
            <div>{name}</div>
            <div className="muted">{meta}</div>
          </div>
        </div>
        {children}
      </section>
    </>
  );
}
