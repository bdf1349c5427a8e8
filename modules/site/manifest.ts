import { sitePages } from '@console/contract/site/pages';
import { defineModule } from '@/lib/routes/manifest';

/**
 * What draws each of the module's pages (declared in the contract): a kit kind with its definition, or a screen of its
 * own.
 */
export default defineModule(sitePages, {
  hjBaseMapConfig: { kind: 'screen', screen: 'pages/base-map-screen#BaseMapScreen' },
  znysStakeData: { kind: 'resource', def: 'pages/stakes#stake' },
  znysStakeMapEdit: { kind: 'screen', screen: 'pages/alignment-editor-screen#AlignmentEditorScreen' },
});
