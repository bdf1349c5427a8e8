/**
 * Told on `window` when the user's grants or data scope changed (the live channel's `perm`): every read is made
 * again, since what the platform answers the user may have changed. Apart from the query layer, so that the shell
 * that tells it loads no query code.
 */
export const PERMISSIONS_CHANGED = 'console:permissions-changed';
