import type { CarType } from '../../shared/fleet/fleet.schema';
import { IconBicycle, IconCar, IconMotorbike, type IconProps } from '../ui/icons';

// An 'other' vehicle has no picture of its own: the generic car, with its type named beside it.
const ICONS = { car: IconCar, motorbike: IconMotorbike, bicycle: IconBicycle, other: IconCar } as const satisfies Record<CarType, unknown>;

/** The icon of a vehicle type; decoration, the text beside it names the type. */
export function CarTypeIcon({ type, ...props }: IconProps & { type: CarType }) {
  const Icon = ICONS[type];
  return <Icon {...props} />;
}
