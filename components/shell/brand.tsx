import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BASE_PATH } from '@/lib/public-env';

type Props = { title: string; mh: boolean; collapsed: boolean; logoAlt: string };

/** The 'mh' deployment (`depart: 'mh'`) shows the airport-expansion title with two logos. */
export function Brand({ title, mh, collapsed, logoAlt }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, height: 50, color: '#fff', overflow: 'hidden' }}>
      {mh ? (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- static SVG logos */}
          <img src={`${BASE_PATH}/logos/airport.svg`} alt={`${logoAlt} 1`} width={28} height={28} />
          {!collapsed && (
            // eslint-disable-next-line @next/next/no-img-element -- static SVG logos
            <img src={`${BASE_PATH}/logos/construction.svg`} alt={`${logoAlt} 2`} width={28} height={28} />
          )}
        </>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- static SVG logo
        <img src={`${BASE_PATH}/logos/construction.svg`} alt={logoAlt} width={28} height={28} />
      )}
      {!collapsed && (
        <Typography component="span" sx={{ fontWeight: 600, fontSize: mh ? 13 : 14, lineHeight: 1.2 }} title={title}>
          {title}
        </Typography>
      )}
    </Box>
  );
}
