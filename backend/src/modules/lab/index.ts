import { labPages } from '@console/contract/lab/pages';
import type { BackendModule } from '../module.js';
import { labTestSources } from './live.js';
import { labResources } from './resources.js';
import { schema } from './schema.js';

/** The laboratory's four test registries, judged by the platform. */
export const lab: BackendModule = { code: labPages.code, schema, resources: labResources, live: labTestSources };
