// Files, attachable to any object's detail page with one line (docs/architecture.md section 3):
//   <DocumentsSection object="car" id={car.id} back={`/fleet/${car.id}`} />
// The upload, list and file pages are routes of their own (routes.tsx loads them on demand).
export { DocumentsSection } from './documents-section';
