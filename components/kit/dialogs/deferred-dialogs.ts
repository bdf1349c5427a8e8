'use client';

import { onDemand } from '@/components/common/use-on-demand';

// Dialogs the list screens open on demand (components/common/deferred.tsx), one entry per module.
export const confirmDialog = onDemand(() => import('./confirm-dialog').then((m) => m.ConfirmDialog));
