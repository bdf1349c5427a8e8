'use client';

import Collapse from '@mui/material/Collapse';
import { styled } from '@mui/material/styles';
import { SimpleTreeView, type SimpleTreeViewProps } from '@mui/x-tree-view/SimpleTreeView';
import { TreeViewExpandIcon } from '@mui/x-tree-view/icons';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { forwardRef, type ComponentType, type ReactNode, type Ref } from 'react';
import type { TickState } from './tree-ticks';

/** How a screen's nodes become the tree's items. */
export type TreeNodes<T> = {
  id: (node: T) => string;
  children: (node: T) => readonly T[];
  /** What the item shows: a text, or more (an icon, a code). Type-ahead looks at its text. */
  label: (node: T) => ReactNode;
};

/** What a checkbox is given when the tree has `checkboxSelection` (the roles screen's grant tree). */
export type TreeCheckboxProps = {
  /** The item tells a press on its checkbox from a press on its content by this. */
  ref: Ref<HTMLButtonElement>;
  className: string;
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  tabIndex: number;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  'aria-hidden': true;
};

type Props<T, Multiple extends boolean | undefined> = Omit<SimpleTreeViewProps<Multiple>, 'children'> & {
  nodes: readonly T[];
  nodesAs: TreeNodes<T>;
  /** Drawn in each item when `checkboxSelection` is on: MUI's Checkbox, which only that screen loads. */
  checkbox?: ComponentType<TreeCheckboxProps>;
  /**
   * The items' ticks, when the screen works them out from its nodes (`tree-ticks.ts`): SimpleTreeView
   * learns a folder's children only once it has been opened, so it would show no tick inside a closed one.
   */
  ticks?: ReadonlyMap<string, TickState>;
  /** The ticks are shown and cannot be changed: a grant tree its user may only read. */
  readOnly?: boolean;
};

/**
 * MUI X's SimpleTreeView (focus, keyboard, type-ahead, expansion and selection)
 * with items drawn by MUI X's own `useTreeItem`. RichTreeView would draw them with TreeItem, whose
 * module brings MUI's Checkbox, Skeleton, label editing and drag-and-drop overlay to every tree
 * screen whether it uses them or not (about 10 kB gzip). The items keep TreeItem's class names and look.
 */
export function TreeView<T, Multiple extends boolean | undefined = undefined>({
  nodes,
  nodesAs,
  checkbox,
  ticks,
  readOnly = false,
  ...tree
}: Props<T, Multiple>) {
  const items = (list: readonly T[]): ReactNode =>
    list.map((node) => {
      const id = nodesAs.id(node);
      const children = nodesAs.children(node);
      return (
        <Item
          key={id}
          itemId={id}
          label={nodesAs.label(node)}
          checkbox={checkbox}
          tick={ticks?.get(id)}
          readOnly={readOnly}
        >
          {children.length > 0 ? items(children) : undefined}
        </Item>
      );
    });
  return (
    <SimpleTreeView {...tree} onSelectedItemsChange={readOnly ? undefined : tree.onSelectedItemsChange}>
      {items(nodes)}
    </SimpleTreeView>
  );
}

type ItemProps = {
  itemId: string;
  label: ReactNode;
  children?: ReactNode;
  checkbox?: ComponentType<TreeCheckboxProps>;
  /** The item's tick, when the screen works it out from its nodes (`ticks`). */
  tick?: TickState;
  readOnly: boolean;
};

const Item = forwardRef(function Item(
  { itemId, label, children, checkbox: Checkbox, tick, readOnly }: ItemProps,
  ref: Ref<HTMLLIElement>,
) {
  const item = useTreeItem({ itemId, label, children, rootRef: ref });
  // The selection plugin adds these to the checkbox's props when checkbox selection is on.
  const { visible, ...checkbox } = item.getCheckboxProps() as unknown as TreeCheckboxProps & { visible: boolean };
  if (tick) Object.assign(checkbox, { checked: tick === 'true', indeterminate: tick === 'mixed' });
  if (readOnly) checkbox.disabled = true;
  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <ItemRoot {...item.getRootProps()} {...(tick && { 'aria-checked': tick })} className="MuiTreeItem-root">
        <div {...item.getContentProps()} className="MuiTreeItem-content">
          <div {...item.getIconContainerProps()} className="MuiTreeItem-iconContainer">
            {item.status.expandable && <TreeViewExpandIcon />}
          </div>
          {visible && Checkbox && <Checkbox {...checkbox} className="MuiTreeItem-checkbox" />}
          <div {...item.getLabelProps()} className="MuiTreeItem-label" />
        </div>
        {children && <Collapse {...item.getGroupTransitionProps()} className="MuiTreeItem-groupTransition" />}
      </ItemRoot>
    </TreeItemProvider>
  );
});

// TreeItem's own look (its content, icon container and label slots), on the item's root.
const ItemRoot = styled('li')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  const primary = (opacity: string) => theme.alpha(palette.primary.main, opacity);
  return {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    outline: 0,
    '& > .MuiTreeItem-groupTransition': { margin: 0, padding: 0 },
    '& > .MuiTreeItem-content': {
      padding: theme.spacing(0.5, 1),
      paddingLeft: `calc(${theme.spacing(1)} + var(--TreeView-itemChildrenIndentation) * var(--TreeView-itemDepth))`,
      borderRadius: theme.shape.borderRadius,
      width: '100%',
      boxSizing: 'border-box',
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      '&:hover': { backgroundColor: palette.action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
      '&[data-disabled]': { opacity: palette.action.disabledOpacity, backgroundColor: 'transparent', cursor: 'auto' },
      '&[data-focused]': { backgroundColor: palette.action.focus },
      '&[data-selected]': {
        backgroundColor: primary(`${palette.action.selectedOpacity}`),
        '&:hover': { backgroundColor: primary(`${palette.action.selectedOpacity} + ${palette.action.hoverOpacity}`) },
      },
      '&[data-selected][data-focused]': {
        backgroundColor: primary(`${palette.action.selectedOpacity} + ${palette.action.focusOpacity}`),
      },
    },
    '& > .MuiTreeItem-content > .MuiTreeItem-iconContainer': {
      width: 16,
      display: 'flex',
      flexShrink: 0,
      justifyContent: 'center',
      position: 'relative',
      cursor: 'inherit',
      '& svg': {
        fontSize: 18,
        transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
      },
    },
    '& > .MuiTreeItem-content[data-expanded] > .MuiTreeItem-iconContainer svg': { transform: 'rotate(90deg)' },
    '& > .MuiTreeItem-content > .MuiTreeItem-label': {
      ...theme.typography.body1,
      width: '100%',
      boxSizing: 'border-box',
      minWidth: 0,
      position: 'relative',
      overflow: 'hidden',
    },
  };
});
