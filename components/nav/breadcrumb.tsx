'use client';

import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useShellData } from '@/components/shell/shell-context';
import { useShownPath } from '@/components/tabs/views-context';
import { DASHBOARD_PATH } from '@/lib/routes/catalogue';
import { findRoute, screenPath } from '@/lib/routes/lookup';

type Crumb = { title: string; href: string };

/** Starts with the dashboard (except on it); the last crumb is text, earlier ones links. */
export function Breadcrumb() {
  // The view shown now, which a tab press changes before the router has navigated.
  const pathname = useShownPath();
  const { titles } = useShellData();
  const t = useTranslations('nav');
  const dashboard: Crumb = { title: t('dashboard'), href: DASHBOARD_PATH };

  let crumbs: Crumb[];
  const match = findRoute(pathname);
  if (pathname === DASHBOARD_PATH) crumbs = [dashboard];
  else if (match) {
    const codes = match.trail.map((r) => r.code);
    crumbs = [
      dashboard,
      ...match.trail.map((route, i) => {
        // a folder has no page: its crumb opens its first screen
        const firstLeaf = [...codes.slice(1, i + 1)];
        let node = route;
        while (node.children?.length) {
          node = node.children[0];
          firstLeaf.push(node.code);
        }
        return { title: titles[route.code] ?? route.code, href: screenPath(codes[0], ...firstLeaf) };
      }),
    ];
  } else crumbs = [dashboard, { title: t('notFound'), href: pathname }];

  return (
    // One line whatever the header leaves it (English trails beside the header's actions at a tablet's width): the
    // earlier crumbs give way first, each cut with an ellipsis.
    <Breadcrumbs
      aria-label={t('breadcrumb')}
      sx={{
        fontSize: 14,
        '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
        '& .MuiBreadcrumbs-li': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        '& .MuiBreadcrumbs-li:last-of-type': { flexShrink: 0, maxWidth: '100%' },
        '& .MuiBreadcrumbs-separator': { flexShrink: 0 },
      }}
    >
      {crumbs.map((crumb, i) =>
        i === crumbs.length - 1 ? (
          <Typography key={crumb.href + i} noWrap sx={{ color: 'text.secondary', fontSize: 14 }} aria-current="page">
            {crumb.title}
          </Typography>
        ) : (
          <MuiLink
            key={crumb.href + i}
            component={Link}
            href={crumb.href}
            title={crumb.title}
            underline="hover"
            color="inherit"
            sx={{ fontSize: 14 }}
          >
            {crumb.title}
          </MuiLink>
        ),
      )}
    </Breadcrumbs>
  );
}
