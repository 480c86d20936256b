import type { ComponentType } from 'react';
import type { Action } from '../../shared/policy/policy';
import { IconAppWindow, IconBox, IconCar, IconGraduationCap, IconSettings, IconUsers, type IconProps } from '../ui/icons';

export interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<IconProps>;
  /** Hidden from the navigation for users who may not use it; the route guard redirects too. */
  action: Action;
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/fleet', label: 'Fleet', icon: IconCar, action: 'fleet.view' },
  { to: '/assets', label: 'Assets', icon: IconBox, action: 'app.use' },
  { to: '/trainings', label: 'Trainings', icon: IconGraduationCap, action: 'app.use' },
  { to: '/software', label: 'Software', icon: IconAppWindow, action: 'app.use' },
  { to: '/people', label: 'People', icon: IconUsers, action: 'people.view' },
  { to: '/settings', label: 'Settings', icon: IconSettings, action: 'settings.view' },
];
