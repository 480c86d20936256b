/** /fleet/{id}/delete (being built). */
export function CarArchivePage() {
  return <p>Not built yet.</p>;
}
