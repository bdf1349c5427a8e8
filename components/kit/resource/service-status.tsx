'use client';

import Alert from '@mui/material/Alert';
import type { MailStatus } from '@/lib/platform/reports';
import { useApiQuery } from '@/lib/request/query';
import type { ResourceScreenDef } from '../screen-defs';

/**
 * Says whether the service behind the page's commands (the SMTP server) is configured, so nothing seems to send when it
 * cannot.
 */
export function ServiceStatusNote({
  status,
  locale,
}: {
  status: NonNullable<ResourceScreenDef['serviceStatus']>;
  locale: 'zh' | 'en';
}) {
  const reply = useApiQuery<{ status: number; data: MailStatus }>({ path: status.api }, { staleTime: 60_000 });
  const data = reply.data?.data;
  if (!data) return null;
  return (
    <Alert
      severity={data.configured ? 'info' : 'warning'}
      variant="outlined"
      sx={{ mb: 1, py: 0 }}
      role={data.configured ? undefined : 'alert'}
    >
      {data.configured ? status.ready[locale].replace('{from}', data.from ?? '') : status.missing[locale]}
    </Alert>
  );
}
