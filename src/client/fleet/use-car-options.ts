import { useMemo } from 'react';
import { carOptions, type CarOptions } from '../../shared/fleet/car-rules';
import { useViewer } from '../lib/session-context';

/** What the company's flags and integrations switch on for vehicle forms (shared/fleet/car-rules.ts). */
export function useCarOptions(): CarOptions {
  const viewer = useViewer();
  return useMemo(() => carOptions(viewer), [viewer]);
}
