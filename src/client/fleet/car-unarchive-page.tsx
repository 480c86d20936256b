/** /fleet/{id}/undelete (being built). */
export function CarUnarchivePage() {
  return <p>Not built yet.</p>;
}
