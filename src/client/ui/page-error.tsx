import type { ReactNode } from 'react';

/** A page that cannot show its object (not found, or a right missing): the way back, then why. */
export function PageError({ back, children }: { back: ReactNode; children: ReactNode }) {
  return (
    <>
      {back}
      <div className="error-box" role="alert">
        {children}
      </div>
    </>
  );
}
