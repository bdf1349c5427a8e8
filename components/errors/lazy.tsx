'use client';

import dynamic from 'next/dynamic';

// The error, 404 and 401 boundaries are part of every page's payload even when nothing failed, and
// React loads the code of every client component in it. Bundled directly, each boundary carried its
// own copy of Button, Alert, Paper and Typography (Turbopack does not share modules between sibling
// boundaries): about 13 kB gzip on every page (docs/benchmarks.md, JS weight). Through these, a page
// loads a few hundred bytes per boundary, and the view itself only when it is shown; a server render
// that shows one sends its code with the page.
export const FailedSection = dynamic(() => import('./failed-section').then((m) => m.FailedSection));
export const RefusedScreen = dynamic(() => import('./refused-screen').then((m) => m.RefusedScreen));
export const PublicErrorView = dynamic(() => import('./public-error-view').then((m) => m.PublicErrorView));
