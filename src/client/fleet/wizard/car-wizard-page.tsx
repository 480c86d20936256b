/** /fleet/new (being built). */
export function CarWizardPage() {
  return <p>Not built yet.</p>;
}
