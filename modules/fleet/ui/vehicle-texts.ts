import type { useTranslations } from 'next-intl';
import type { VehicleLocation } from '@console/contract/fleet/reads';
import type { VehicleKind } from '@/modules/fleet/contract';

/** The vehicle location screen's texts: a marker's age, a list row's second line. */
type T = ReturnType<typeof useTranslations<'vehicleMap'>>;

/** "40 s ago", "5 min ago", "2 h ago". */
export function ageText(seconds: number, t: T): string {
  if (seconds < 60) return t('ageSeconds', { value: Math.round(seconds) });
  if (seconds < 3600) return t('ageMinutes', { value: Math.floor(seconds / 60) });
  return t('ageHours', { value: Math.floor(seconds / 3600) });
}

export function secondary(v: VehicleLocation, kind: VehicleKind, t: T): string {
  const state = t(`state.${v.state}`);
  if (kind === 'ssc') return v.tank != null ? `${state} · ${t('tankShort', { value: v.tank })}` : state;
  return v.trip && v.state !== 'idle' ? `${state} · ${v.trip.plantCode} → ${v.trip.destination}` : state;
}
