import { cookies } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CommandPaletteButton } from '@/components/shell/command-palette/palette-button';
import { ConsoleShell } from '@/components/shell/console-shell';
import { ErrorLogButton } from '@/components/shell/error-log/error-log-button';
import { FullscreenToggle } from '@/components/shell/fullscreen-toggle';
import { LanguageSwitcher } from '@/components/shell/language-switcher';
import { LastObjCleanup } from '@/components/shell/last-obj-cleanup';
import { PlatformBadge } from '@/components/shell/platform-badge';
import { ThemePicker } from '@/components/shell/theme-picker';
import { UserMenu } from '@/components/shell/user-menu';
import { currentUser } from '@/lib/console/current-user';
import { serverEnv } from '@/lib/env';
import { idleSettings } from '@/lib/shell/idle';
import { SHELL_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';
import { screenMessagesPath } from '@/lib/i18n/screen-messages';
import { toLocale } from '@/lib/i18n/locale';
import { sidebarModel } from '@/lib/routes/permissions';
import { packMenus, packSidebar } from '@/lib/routes/sidebar-pack';
import { SIDEBAR_COOKIE, sidebarOpenFrom } from '@/lib/shell/preferences';
import { packElements, packTitles } from '@/lib/shell/shell-pack';
import { titleMap } from '@/lib/shell/titles';

/** The console shell. Re-checks the session on the server whatever middleware did. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const { session, info, permissionMenus, menuList } = await currentUser();
  const env = serverEnv();
  const locale = toLocale(await getLocale());
  const t = await getTranslations('app');
  const sidebarOpen = sidebarOpenFrom((await cookies()).get(SIDEBAR_COOKIE)?.value);
  const titles = titleMap(locale, menuList);
  const sidebar = packSidebar(sidebarModel(permissionMenus, locale), titles);
  // Packed (lib/shell/shell-pack.ts): the shell puts back what the catalogue already says.
  const data = {
    user: { id: info.id, username: info.username, name: info.name, depart: info.depart },
    titles: packTitles(titles, locale),
    elements: packElements(info.elements.map((e) => e.code)),
    messages: await screenMessagesPath(locale),
  };
  // The shell's client components get their message namespaces here, the screens theirs from
  // data.messages (lib/i18n/client-messages.ts).
  return (
    <NextIntlClientProvider messages={pickNamespaces(await getMessages(), SHELL_NAMESPACES)}>
      <ConsoleShell
        data={data}
        menus={packMenus(
          sidebar,
          info.menus.map((m) => m.code),
          locale,
          titles,
        )}
        sidebarOpen={sidebarOpen}
        sid={session.sid ?? null}
        idle={idleSettings(env.IDLE_TIMEOUT_SECONDS, env.IDLE_WARNING_SECONDS)}
        title={t(info.depart === 'mh' ? 'mhTitle' : 'title')}
        deskActions={
          <>
            <PlatformBadge locale={locale} username={session.username} />
            <CommandPaletteButton />
            <ErrorLogButton />
            <FullscreenToggle />
          </>
        }
        actions={
          <>
            <LanguageSwitcher />
            <ThemePicker />
            <UserMenu name={info.name} userId={info.id} avatar={info.avatar} description={info.description} />
            <LastObjCleanup />
          </>
        }
      >
        {children}
      </ConsoleShell>
    </NextIntlClientProvider>
  );
}
