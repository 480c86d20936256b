import type { CarType } from '../../shared/fleet/fleet.schema';
import { IconBicycle, IconCar, IconMotorbike, type IconProps } from '../ui/icons';

const ICONS = { car: IconCar, motorbike: IconMotorbike, bicycle: IconBicycle } as const satisfies Record<CarType, unknown>;

/** The icon of a vehicle type; decoration, the text beside it names the type. */
export function CarTypeIcon({ type, ...props }: IconProps & { type: CarType }) {
  const Icon = ICONS[type];
  return <Icon {...props} />;
}
