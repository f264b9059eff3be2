import { onDemand } from '../../lib/on-demand';

/**
 * The tRPC client for the public forms, fetched when a form is first focused (AuthForm) or sent:
 * nobody needs it to read a form, and it would weigh about 7 KB in every form page's first load.
 */
export const loadApi = onDemand(() => import('../../lib/trpc-client').then((module) => module.api));
