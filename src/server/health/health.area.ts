import { defineServerArea } from '../http/server-area';
import { healthRoutes } from './health.routes';

export const healthArea = defineServerArea({ name: 'health', routes: healthRoutes });
