import { defineServerArea } from '../http/server-area';
import { syncRoutes } from './sync.routes';

// The pull's own routes; the tables it serves come from the other areas.
export const syncArea = defineServerArea({ name: 'sync', routes: syncRoutes });
