// The browser's event stream (GET) and answers (POST), as a route handler.
import { relay } from '../../relay';

export const dynamic = 'force-dynamic';
export const GET = relay.handler;
export const POST = relay.handler;
