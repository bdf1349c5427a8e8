import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { DocumentsList } from '@/components/dashboard/documents-list';
import { ModuleCards } from '@/components/dashboard/module-cards';
import { moduleShortcuts } from '@/components/dashboard/module-shortcuts';
import { RecentViews } from '@/components/dashboard/recent-views';
import { Section } from '@/components/dashboard/section';
import { currentUser } from '@/lib/console/current-user';
import { toLocale } from '@/lib/i18n/locale';
import { sidebarModel } from '@/lib/routes/permissions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('dashboard'))('title') };
}

export default async function DashboardPage() {
  const { info, permissionMenus } = await currentUser();
  const locale = toLocale(await getLocale());
  const t = await getTranslations('dashboard');
  const app = await getTranslations('app');
  const modules = moduleShortcuts(sidebarModel(permissionMenus, locale));
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2.5, borderLeft: 4, borderLeftColor: 'primary.main' }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {t('greeting', { name: info.name })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('intro', { platform: app(info.depart === 'mh' ? 'mhTitle' : 'title') })}
        </Typography>
      </Paper>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Section id="dashboard-modules" title={t('modules')}>
            <ModuleCards modules={modules} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <Section id="dashboard-recent" title={t('recent')}>
              <RecentViews />
            </Section>
            <Section id="dashboard-documents" title={t('documents')}>
              <DocumentsList />
            </Section>
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}
