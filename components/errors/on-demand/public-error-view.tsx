'use client';

import dynamic from 'next/dynamic';

// One view per module: every boundary's chunk holds only the loader it uses (docs/architecture.md, "Request layer and
// error catalogue").
export const PublicErrorView = dynamic(() => import('../public-error-view').then((m) => m.PublicErrorView));
