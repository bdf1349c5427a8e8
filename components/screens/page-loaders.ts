import type { ComponentType } from 'react';
import type { ScreenProps } from './screen-props';

/** A page's body as the generated loaders give it: a kit kind with its definition, or a component of a module's own. */
export type PageLoader =
  | { kind: 'resource' | 'settings' | 'tree' | 'tabs' | 'stats' | 'report'; def: () => Promise<unknown> }
  | {
      kind: 'screen';
      screen: () => Promise<ComponentType<ScreenProps & { def: never }>>;
      def?: () => Promise<unknown>;
    };

export type PageLoaders = Readonly<Record<string, PageLoader>>;
