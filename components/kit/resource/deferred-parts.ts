'use client';

import { onDemand } from '@/components/common/use-on-demand';

// The resource screens' form (with its validation library), drawer and dialogs, loaded when first opened
// (components/common/deferred.tsx): a list screen draws its rows without them.
export const resourceDialog = onDemand(() => import('./resource-dialog').then((m) => m.ResourceDialog));
export const detailDrawer = onDemand(() => import('./detail-drawer').then((m) => m.DetailDrawer));
export const linksDialog = onDemand(() => import('./links-dialog').then((m) => m.LinksDialog));
export const secretReveal = onDemand(() => import('../forms/secret-reveal').then((m) => m.SecretReveal));
/** An outline drawn on the site plan: Leaflet comes only with a form that holds one. */
export const planPolygonField = onDemand(() => import('../maps/plan-polygon-field').then((m) => m.PlanPolygonField));
/** A geofence's polygon or circle on the site plan: Leaflet comes only with the geofence form. */
export const planFenceField = onDemand(() => import('../maps/plan-fence-field').then((m) => m.PlanFenceField));
