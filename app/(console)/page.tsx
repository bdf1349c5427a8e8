import { redirect } from 'next/navigation';
import { currentUser } from '@/lib/console/current-user';
import { homeRedirect, permittedCodes } from '@/lib/routes/permissions';

/** `/` opens the process monitor (HOME_PATH), or the dashboard for users who may not open it. */
export default async function Home() {
  const { info } = await currentUser();
  redirect(homeRedirect(permittedCodes(info)));
}
