import { Link } from 'react-router-dom';
import { EmptyState } from '../ui/empty-state';
import { IconPlus } from '../ui/icons';

/** An open garage with a car inside, drawn in the theme's colours (classes in fleet.css). */
export function GarageIllustration() {
  return (
    <svg className="empty-state-image garage-art" width="208" height="152" viewBox="0 0 208 152" fill="none" aria-hidden="true" focusable="false">
      <ellipse className="garage-ground" cx="104" cy="140" rx="92" ry="8" />
      <path className="garage-wall" d="M30 64 104 24l74 40v72H30Z" />
      <rect className="garage-inside" x="48" y="70" width="112" height="66" rx="3" />
      <rect className="garage-door" x="48" y="70" width="112" height="17" rx="3" />
      <path className="garage-door-slats" d="M48 76h112M48 81.5h112" />
      <path className="garage-roof" d="M20 68 104 20l84 48" />
      <circle className="garage-light" cx="104" cy="50" r="6" />
      <path
        className="car-body"
        d="M60 121v-9.5c0-4.3 2.9-7.6 7-8.4l11-2.1 10.6-10.2c2-1.9 4.6-3 7.4-3h21.4c3.1 0 6 1.4 8 3.9l8.2 9.9 9.7 1.9c4 .8 6.7 4.2 6.7 8.3V121Z"
      />
      <path className="car-window" d="m87 101 7.7-7.2c1.2-1.1 2.7-1.7 4.3-1.7h5.5v8.9Z" />
      <path className="car-window" d="M108.5 92.1h7.2c1.8 0 3.4.8 4.5 2.2l5.4 6.7h-17.1Z" />
      <rect className="car-light" x="133" y="106" width="6" height="3.5" rx="1.75" />
      <circle className="car-wheel" cx="79" cy="121" r="9" />
      <circle className="car-wheel" cx="130" cy="121" r="9" />
      <circle className="car-hub" cx="79" cy="121" r="3.5" />
      <circle className="car-hub" cx="130" cy="121" r="3.5" />
      <path className="garage-floor" d="M48 136h112" />
      <circle className="garage-badge" cx="170" cy="38" r="13" />
      <path className="garage-badge-plus" d="M170 31.5v13M163.5 38h13" />
    </svg>
  );
}

/** /fleet when the company has no vehicles at all (spec: an empty-state image on an empty fleet). */
export function FleetEmptyState({ canAdd }: { canAdd: boolean }) {
  return (
    <div className="card fleet-empty">
      <EmptyState
        image={<GarageIllustration />}
        title="No vehicles yet"
        text={
          canAdd
            ? 'Add the company’s cars, motorbikes and bicycles to keep who drives what, their payroll data and their costs in one place.'
            : 'Vehicles appear here once someone with edit rights adds them.'
        }
        action={
          canAdd ? (
            <Link className="btn btn-primary" to="/fleet/new">
              <IconPlus size={18} /> Add vehicle
            </Link>
          ) : undefined
        }
      />
    </div>
  );
}
