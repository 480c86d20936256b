import { defineServerArea } from '../http/server-area';
import { authRoutes } from './auth.routes';

export const authArea = defineServerArea({ name: 'auth', routes: authRoutes });
