import { NotBuiltYet } from '../../ui/not-built-yet';

// Stub until its helper lands the page.
export function BulkParticipationPage() {
  return <NotBuiltYet area="Trainings" />;
}
